import type { PlayerProtectionsRow } from './protections.schema';

type Guard = Pick<
  PlayerProtectionsRow,
  'selfExcludedUntil' | 'selfExclusionReturnAt' | 'closedAt' | 'marketingConsent'
> &
  Partial<Pick<PlayerProtectionsRow, 'timeOutUntil'>>;

/**
 * Excluded until the end, and after it until the return the player asked for (24 hours after
 * asking). Bets are refused by the same rule in db/functions/enforce_player_protections.sql;
 * self-exclusion-agreement.test.ts runs the same cases through both (decision 085).
 */
export function isSelfExcluded(guard: Guard | undefined, now: Date): boolean {
  if (!guard?.selfExcludedUntil) return false;
  if (now < guard.selfExcludedUntil) return true;
  return !guard.selfExclusionReturnAt || now < guard.selfExclusionReturnAt;
}

/**
 * The one rule for "may we contact this player about betting" (decision 049): follow notices
 * (declared, starting soon, results), promotions and any push or SMS about racing ask it. No
 * during a time-out, a self-exclusion and its return wait, and for a closed account. No row:
 * none set, so yes.
 */
export function mayContactAboutBetting(guard: Guard | undefined, now: Date): boolean {
  if (!guard) return true;
  if (guard.closedAt) return false;
  if (guard.timeOutUntil && now < guard.timeOutUntil) return false;
  return !isSelfExcluded(guard, now);
}

/**
 * Whether marketing may reach a player: their consent, and only when betting contact is
 * allowed at all (mayContactAboutBetting). Every marketing message must ask this first.
 */
export function canReceiveMarketing(guard: Guard | undefined, now: Date): boolean {
  if (!guard?.marketingConsent) return false;
  return mayContactAboutBetting(guard, now);
}
