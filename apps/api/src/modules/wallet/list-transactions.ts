import { paiseToRupees, type Transaction } from '@furlong/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../ledger/ledger.schema';
import { withdrawals } from '../cashier/cashier.schema';

const GROUP_BY_KIND: Record<string, Transaction['txnGroup']> = {
  BET_STAKE: 'sports',
  BET_REFUND: 'sports',
  BET_VOID: 'sports',
  SCRATCH_REFUND: 'sports',
  BET_SETTLEMENT: 'sports',
  SETTLEMENT_REVERSAL: 'sports',
  ADJUSTMENT: 'adjustment',
  RETAIL_CASH_IN: 'cashier',
  WITHDRAWAL_HOLD: 'cashier',
  WITHDRAWAL_RELEASE: 'cashier',
};

const DESCRIPTION_BY_KIND: Record<string, string> = {
  BET_STAKE: 'Bet placed',
  BET_REFUND: 'Bet refunded',
  BET_VOID: 'Bet void',
  SCRATCH_REFUND: 'Bet refunded: runner scratched',
  BET_SETTLEMENT: 'Winnings',
  SETTLEMENT_REVERSAL: 'Settlement corrected',
  ADJUSTMENT: 'Adjustment',
  RETAIL_CASH_IN: 'Cash in at retail',
  WITHDRAWAL_HOLD: 'Withdrawal',
  WITHDRAWAL_RELEASE: 'Withdrawal returned',
};

/** A page of the player's money movements (one row per transfer), newest first. */
export async function listTransactions(
  db: Executor,
  playerId: string,
  page: number,
  size: number,
): Promise<Transaction[]> {
  const accountIds = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId));
  const net = sql<string>`sum(${ledgerEntries.amount})`;
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      memo: ledgerTransfers.memo,
      at: ledgerTransfers.createdAt,
      net,
      withdrawalStatus: withdrawals.status,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(withdrawals, eq(withdrawals.holdTransferId, ledgerTransfers.id))
    .where(inArray(ledgerEntries.accountId, accountIds))
    .groupBy(ledgerTransfers.id, withdrawals.status)
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(size)
    .offset(page * size);
  return rows.map((row) => {
    const amount = BigInt(row.net);
    return {
      uid: row.id,
      modifiedOn: row.at.toISOString(),
      txnType: amount >= 0n ? 'CREDIT' : 'DEBIT',
      txnGroup: GROUP_BY_KIND[row.kind] ?? 'adjustment',
      amount: paiseToRupees(amount < 0n ? -amount : amount),
      status: statusOf(row.withdrawalStatus),
      description: row.memo ?? DESCRIPTION_BY_KIND[row.kind] ?? row.kind,
    };
  });
}

/**
 * Money movements are final, except a withdrawal's hold: it is PENDING until the payout
 * provider answers, and ERROR when the payout failed (its return is a row of its own).
 */
function statusOf(withdrawalStatus: string | null): Transaction['status'] {
  if (withdrawalStatus === null || withdrawalStatus === 'SUCCESS') return 'SUCCESS';
  return withdrawalStatus === 'FAILED' ? 'ERROR' : 'PENDING';
}
