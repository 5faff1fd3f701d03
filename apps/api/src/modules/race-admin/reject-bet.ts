import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { findPlayerAccounts } from '../../ledger/ledger-accounts';
import { bets, type BetRow } from '../bets/bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { postRefund } from '../settlement/settlement-transfers';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockBetForReview } from './lock-bet-for-review';
import { refuseWhileOffered } from './review-offer.queries';
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
      // The player is deciding on the trader's offer: theirs is the next word (decision 080).
      await refuseWhileOffered(tx, bet);
      const transferId = await refundHeldBet(
        tx,
        bet,
        deps.clock.now(),
        `Refund of ticket ${bet.ticketNumber} (not accepted by the trader)`,
        reason,
      );
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

/**
 * A held bet, locked by lockBetForReview, refused: its whole ticket price back to the pockets
 * it came from and the bet REJECTED, in the caller's transaction. Answers the refund's transfer.
 */
export async function refundHeldBet(
  tx: Transaction,
  bet: BetRow,
  now: Date,
  memo: string,
  reason?: string,
): Promise<string> {
  const accounts = await findPlayerAccounts(tx, bet.playerId);
  const transferId = await postRefund(tx, bet, accounts, 'BET_REFUND', memo);
  await tx
    .update(bets)
    .set({
      status: 'REJECTED',
      rejectionReason: reason || null,
      settledAt: now,
      settlementTransferId: transferId,
      totalWinPaise: 0,
      tdsPaise: 0,
      payoutPaise: 0,
    })
    .where(eq(bets.id, bet.id));
  return transferId;
}
