import type { Executor } from '../../db/client';
import { findPlayerStateMode } from '../legal/legal-states.queries';
import type { BettingContactClearance } from '../notifications/notifier';
import { canReceiveMarketing, mayContactAboutBetting } from './protection-rules';
import { findProtections } from './protections.queries';

/**
 * Asks the one rule whether the player may hear from us about betting now (and whether their
 * state is LIVE), and answers the
 * clearance a betting-contact message needs, or undefined when the answer is no. Read in the
 * sender's transaction, so what it then writes follows the protections as they are.
 */
export async function clearBettingContact(
  db: Executor,
  playerId: string,
  now: Date,
): Promise<BettingContactClearance | undefined> {
  const guard = await findProtections(db, playerId);
  if (!mayContactAboutBetting(guard, now)) return undefined;
  // A player of a state winding down or off hears nothing that invites a bet (decision 063).
  if ((await findPlayerStateMode(db, playerId)) !== 'LIVE') return undefined;
  return { playerId, at: now } as unknown as BettingContactClearance;
}

/**
 * The clearance a marketing message (purpose PROMOTION) needs: the betting-contact rule and
 * the player's MARKETING consent as the consent record last set it (decision 070). A withdrawn
 * consent answers undefined from the moment it is recorded.
 */
export async function clearMarketingContact(
  db: Executor,
  playerId: string,
  now: Date,
): Promise<BettingContactClearance | undefined> {
  const guard = await findProtections(db, playerId);
  if (!canReceiveMarketing(guard, now)) return undefined;
  return clearBettingContact(db, playerId, now);
}
