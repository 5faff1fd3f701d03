import { paiseToRupees, type Wallet } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ensurePlayerAccounts } from '../../ledger/ledger-accounts';
import { ledgerAccounts } from '../../ledger/ledger.schema';

/** The player's pockets in rupees: cash is deposits plus winnings; only winnings withdraw. */
export async function getWallet(db: Executor, playerId: string): Promise<Wallet> {
  let rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId));
  if (rows.length === 0) {
    await ensurePlayerAccounts(db, playerId);
    rows = await db.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.playerId, playerId));
  }
  const balance = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return {
    pockets: {
      cash: { amount: paiseToRupees(balance('cash-deposits') + balance('cash-winnings')) },
      bonus: { amount: paiseToRupees(balance('bonus')) },
    },
    withdrawable: { amount: paiseToRupees(balance('cash-winnings')) },
  };
}
