import type { PlayerProtectionsRow } from './protections.schema';

type Guard = Pick<
  PlayerProtectionsRow,
  'selfExcludedUntil' | 'selfExclusionReturnAt' | 'closedAt' | 'marketingConsent'
>;

/**
 * Excluded until the end, and after it until the return the player asked for (24 hours after
 * asking). The same rule as enforce_player_protections (migration 0031) applies to bets.
 */
export function isSelfExcluded(guard: Guard | undefined, now: Date): boolean {
  if (!guard?.selfExcludedUntil) return false;
  if (now < guard.selfExcludedUntil) return true;
  return !guard.selfExclusionReturnAt || now < guard.selfExclusionReturnAt;
}

/**
 * Whether marketing may reach a player: their consent, and never while self-excluded or
 * closed. Every marketing message (none is sent yet) must ask this first.
 */
export function canReceiveMarketing(guard: Guard | undefined, now: Date): boolean {
  if (!guard?.marketingConsent || guard.closedAt) return false;
  return !isSelfExcluded(guard, now);
}
