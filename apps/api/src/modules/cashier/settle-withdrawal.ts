import { paiseToRupees } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { houseAccountId, randomShard } from '../../ledger/ledger-accounts';
import { postTransfer, reverseTransfer } from '../../ledger/post-transfer';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { withdrawals } from './cashier.schema';
import type { WithdrawalRow } from './withdrawals.queries';

export type WithdrawalOutcome =
  { status: 'SUCCESS'; providerReference?: string } | { status: 'FAILED'; reason: string };

/**
 * Phase two, on a withdrawal the caller has locked and found held (REVIEW or PENDING):
 * SUCCESS posts the held amount from payout clearing to external payouts; FAILED reverses
 * the hold, so the winnings come back. Either way the row leaves the held states, so a
 * second outcome for it finds nothing to do.
 */
export async function settleWithdrawal(
  tx: Transaction,
  withdrawal: WithdrawalRow,
  outcome: WithdrawalOutcome,
  context: { actor: AuditActor; now: Date; ip?: string | null },
): Promise<WithdrawalRow> {
  const finalTransferId =
    outcome.status === 'SUCCESS'
      ? await postTransfer(tx, {
          kind: 'WITHDRAWAL_PAYOUT',
          reference: withdrawal.id,
          legs: [
            {
              accountId: houseAccountId('payout-clearing', randomShard()),
              amount: -withdrawal.amountPaise,
            },
            {
              accountId: houseAccountId('external-payouts', randomShard()),
              amount: withdrawal.amountPaise,
            },
          ],
        })
      : await reverseTransfer(
          tx,
          withdrawal.holdTransferId,
          'WITHDRAWAL_RELEASE',
          'Withdrawal returned',
        );
  const [updated] = await tx
    .update(withdrawals)
    .set({
      status: outcome.status,
      finalTransferId,
      failureReason: outcome.status === 'FAILED' ? outcome.reason : null,
      ...(outcome.status === 'SUCCESS' && outcome.providerReference
        ? { providerReference: outcome.providerReference }
        : {}),
      updatedAt: context.now,
    })
    .where(eq(withdrawals.id, withdrawal.id))
    .returning();
  if (!updated) throw new Error(`withdrawal ${withdrawal.id} vanished while locked`);
  await recordAudit(tx, {
    actor: context.actor,
    action: outcome.status === 'SUCCESS' ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_FAILED',
    subjectId: withdrawal.playerId,
    ip: context.ip ?? null,
    details: {
      withdrawalId: withdrawal.id,
      amount: paiseToRupees(withdrawal.amountPaise),
      finalTransferId,
      ...(outcome.status === 'FAILED' ? { reason: outcome.reason } : {}),
    },
  });
  return updated;
}
