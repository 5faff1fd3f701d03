import { AppError } from '../../app-error';
import { withRetries } from '../../db/with-retries';
import { recordAudit } from '../audit/record-audit';
import type { RaceDeps } from '../races/race-deps';
import { lockBetForReview } from './lock-bet-for-review';
import { refundHeldBet } from './reject-bet';
import { findExpiredOffers, lockOffer } from './review-offer.queries';
import { tellPlayerReviewed } from './tell-player-reviewed';

/**
 * The race clock's sweep of trader's offers past their time (decision 080): a held bet whose
 * offer the player left unanswered is refunded whole (REJECTED), each in its own transaction
 * with the race, the bet and the offer locked as the player's answer locks them, so an answer
 * and the sweep never both act. Answers how many bets it released.
 */
export async function releaseExpiredOffers(deps: RaceDeps): Promise<number> {
  let released = 0;
  for (const expired of await findExpiredOffers(deps.db, deps.clock.now())) {
    const bet = await withRetries(() =>
      deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const held = await lockBetForReview(tx, expired.betId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'CONFLICT') return undefined;
          throw error;
        });
        if (!held) return undefined;
        const offer = await lockOffer(tx, expired.id);
        if (offer.takenAt || offer.declinedAt || now.getTime() < offer.expiresAt.getTime())
          return undefined;
        const transferId = await refundHeldBet(
          tx,
          held.bet,
          now,
          `Refund of ticket ${held.bet.ticketNumber} (the trader's offer expired)`,
        );
        await recordAudit(tx, {
          actor: { type: 'system' },
          action: 'bet.offer.expire',
          subjectId: held.bet.id,
          details: { offerId: offer.id, ticketNumber: held.bet.ticketNumber, transferId },
        });
        return held.bet;
      }),
    );
    if (bet) {
      released += 1;
      await tellPlayerReviewed(deps.hub, bet);
    }
  }
  return released;
}
