import { paiseToRupees } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { findPlayerAccounts, houseAccountId, randomShard } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { recordAudit } from '../audit/record-audit';
import { deposits, type DepositRow } from './deposits.schema';

export type DepositOutcome =
  | { status: 'SUCCESS'; amountPaise: bigint; providerReference?: string | undefined }
  | { status: 'FAILED'; reason: string };

/**
 * Settles a deposit the caller has locked, once: SUCCESS credits the amount to the player's
 * deposits pocket (only winnings are withdrawable) from the house's external deposits; FAILED
 * moves nothing. A deposit no longer PENDING answers null: a duplicate or late webhook, or the
 * reconciliation after the webhook, changes nothing. The ledger holds it too: one
 * DEPOSIT_CREDIT transfer per deposit (a unique index, migration 0054).
 */
export async function settleDeposit(
  tx: Transaction,
  deposit: DepositRow,
  outcome: DepositOutcome,
  context: { settledBy: 'WEBHOOK' | 'RECONCILE'; now: Date },
): Promise<DepositRow | null> {
  if (deposit.status !== 'PENDING') return null;
  if (outcome.status === 'SUCCESS' && outcome.amountPaise !== deposit.amountPaise) {
    // Never credit what the order did not ask for; the deposit stays PENDING for a person.
    throw new AppError('CONFLICT', 'The paid amount does not match the deposit');
  }
  const creditTransferId =
    outcome.status === 'SUCCESS'
      ? await postTransfer(tx, {
          kind: 'DEPOSIT_CREDIT',
          reference: deposit.id,
          details: { provider: deposit.provider, settledBy: context.settledBy },
          legs: [
            {
              accountId: (await findPlayerAccounts(tx, deposit.playerId))['cash-deposits'],
              amount: deposit.amountPaise,
            },
            {
              accountId: houseAccountId('external-deposits', randomShard()),
              amount: -deposit.amountPaise,
            },
          ],
        })
      : null;
  const [updated] = await tx
    .update(deposits)
    .set({
      status: outcome.status,
      creditTransferId,
      settledBy: context.settledBy,
      failureReason: outcome.status === 'FAILED' ? outcome.reason : null,
      ...(outcome.status === 'SUCCESS' && outcome.providerReference
        ? { providerReference: outcome.providerReference }
        : {}),
      updatedAt: context.now,
    })
    .where(eq(deposits.id, deposit.id))
    .returning();
  if (!updated) throw new Error(`deposit ${deposit.id} vanished while locked`);
  await recordAudit(tx, {
    actor: { type: 'system', id: null },
    action: outcome.status === 'SUCCESS' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED',
    subjectId: deposit.playerId,
    details: {
      depositId: deposit.id,
      amount: paiseToRupees(deposit.amountPaise),
      settledBy: context.settledBy,
      ...(creditTransferId ? { creditTransferId } : {}),
      ...(outcome.status === 'FAILED' ? { reason: outcome.reason } : {}),
    },
  });
  return updated;
}
