import { APPROVAL_MESSAGES } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { withRetries } from '../../db/with-retries';
import { bets } from '../bets/bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { fromHundredths } from '../races/prices';
import { lockBetForReview } from './lock-bet-for-review';
import { confirmMultiple, isMultiple } from './review-multiple';
import { hasSetPriceOf } from './own-price.queries';
import { refuseWhileOffered } from './review-offer.queries';
import { tellPlayerReviewed } from './tell-player-reviewed';

/**
 * A trader lets a held bet stand (ACCEPTED → CONFIRMED); a multiple's uid confirms the whole
 * multiple (review-multiple.ts); only before the off, after which it
 * is refunded, and never one struck at a price this trader set (409 OWN_PRICE_REVIEW_FORBIDDEN).
 */
export async function confirmBet(
  deps: RaceDeps,
  actor: OperatorActor,
  betId: string,
): Promise<{ uid: string; betStatus: 'CONFIRMED' }> {
  if (await isMultiple(deps.db, betId)) return confirmMultiple(deps, actor, betId);
  const decided = await withRetries(() =>
    deps.db.transaction(async (tx) => {
      const { bet, startAt } = await lockBetForReview(tx, betId);
      // The player is deciding on the trader's offer: theirs is the next word (decision 080).
      await refuseWhileOffered(tx, bet);
      if (deps.clock.now().getTime() >= startAt.getTime()) {
        throw new AppError(
          'CONFLICT',
          `The race is off: ticket ${bet.ticketNumber} can no longer be confirmed and will be refunded`,
        );
      }
      // Four eyes on a price: the trader who set it cannot let a bet struck at it stand.
      if (await hasSetPriceOf(tx, actor.operatorId, bet)) {
        throw new AppError('OWN_PRICE_REVIEW_FORBIDDEN', APPROVAL_MESSAGES.ownPrice, undefined, {
          horseNo: bet.horseNumber,
          market: bet.market,
          price: fromHundredths(bet.priceHundredths),
        });
      }
      await tx.update(bets).set({ status: 'CONFIRMED' }).where(eq(bets.id, bet.id));
      await auditOperator(tx, actor, 'bet.confirm', bet.id, {
        ticketNumber: bet.ticketNumber,
        fixtureId: bet.fixtureId,
      });
      return { uid: bet.id, playerId: bet.playerId, fixtureId: bet.fixtureId };
    }),
  );
  await tellPlayerReviewed(deps.hub, decided);
  return { uid: decided.uid, betStatus: 'CONFIRMED' };
}
