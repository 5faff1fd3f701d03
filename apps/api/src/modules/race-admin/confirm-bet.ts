import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { withRetries } from '../../db/with-retries';
import { bets } from '../bets/bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockBetForReview } from './lock-bet-for-review';
import { tellPlayerReviewed } from './tell-player-reviewed';

/** A trader lets a held bet stand (ACCEPTED → CONFIRMED); only before the off, after which it is refunded. */
export async function confirmBet(
  deps: RaceDeps,
  actor: OperatorActor,
  betId: string,
): Promise<{ uid: string; betStatus: 'CONFIRMED' }> {
  const decided = await withRetries(() =>
    deps.db.transaction(async (tx) => {
      const { bet, startAt } = await lockBetForReview(tx, betId);
      if (deps.clock.now().getTime() >= startAt.getTime()) {
        throw new AppError(
          'CONFLICT',
          `The race is off: ticket ${bet.ticketNumber} can no longer be confirmed and will be refunded`,
        );
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
