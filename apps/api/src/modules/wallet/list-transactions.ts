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
  TOTE_STAKE: 'sports',
  TOTE_SETTLEMENT: 'sports',
  TOTE_REFUND: 'sports',
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
  TOTE_STAKE: 'Tote ticket',
  TOTE_SETTLEMENT: 'Tote dividend',
  TOTE_REFUND: 'Tote ticket refunded',
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
      description: describeTransfer(row.kind, row.memo),
    };
  });
}

/**
 * What the player reads for a movement: the memo its transfer was posted with (it names the
 * ticket: "Tote ticket P500123", "Multiple T100200: ..."), else the words for its kind, else a
 * plain word of its group; never blank nor a kind's code.
 */
export function describeTransfer(kind: string, memo: string | null): string {
  const written = memo?.trim();
  if (written) return written;
  return DESCRIPTION_BY_KIND[kind] ?? (GROUP_BY_KIND[kind] === 'sports' ? 'Bet' : 'Adjustment');
}

/**
 * Money movements are final, except a withdrawal's hold: it is PENDING until the payout
 * provider answers, and ERROR when the payout failed (its return is a row of its own).
 */
function statusOf(withdrawalStatus: string | null): Transaction['status'] {
  if (withdrawalStatus === null || withdrawalStatus === 'SUCCESS') return 'SUCCESS';
  return withdrawalStatus === 'FAILED' ? 'ERROR' : 'PENDING';
}
