import { eq } from 'drizzle-orm';
import { withRetries } from '../../db/with-retries';
import { findPlayerAccounts } from '../../ledger/ledger-accounts';
import { bets } from '../bets/bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { postRefund } from '../settlement/settlement-transfers';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockBetForReview } from './lock-bet-for-review';
import { isMultiple, rejectMultiple } from './review-multiple';
import { tellPlayerReviewed } from './tell-player-reviewed';

/**
 * A trader refuses a held bet (ACCEPTED → REJECTED): the whole ticket price goes back to the
 * pockets it came from, in the same transaction as the status change, so it is refunded
 * exactly once however often the trader clicks (the second time the bet is no longer ACCEPTED).
 * A multiple's uid rejects the whole multiple (review-multiple.ts).
 */
export async function rejectBet(
  deps: RaceDeps,
  actor: OperatorActor,
  betId: string,
  reason?: string,
): Promise<{ uid: string; betStatus: 'REJECTED' }> {
  if (await isMultiple(deps.db, betId)) return rejectMultiple(deps, actor, betId, reason);
  const decided = await withRetries(() =>
    deps.db.transaction(async (tx) => {
      const { bet } = await lockBetForReview(tx, betId);
      const accounts = await findPlayerAccounts(tx, bet.playerId);
      const transferId = await postRefund(
        tx,
        bet,
        accounts,
        'BET_REFUND',
        `Refund of ticket ${bet.ticketNumber} (not accepted by the trader)`,
      );
      await tx
        .update(bets)
        .set({
          status: 'REJECTED',
          rejectionReason: reason || null,
          settledAt: deps.clock.now(),
          settlementTransferId: transferId,
          totalWinPaise: 0,
          tdsPaise: 0,
          payoutPaise: 0,
        })
        .where(eq(bets.id, bet.id));
      await auditOperator(tx, actor, 'bet.reject', bet.id, {
        ticketNumber: bet.ticketNumber,
        fixtureId: bet.fixtureId,
        transferId,
        ...(reason ? { reason } : {}),
      });
      return { uid: bet.id, playerId: bet.playerId, fixtureId: bet.fixtureId };
    }),
  );
  await tellPlayerReviewed(deps.hub, decided);
  return { uid: decided.uid, betStatus: 'REJECTED' };
}
