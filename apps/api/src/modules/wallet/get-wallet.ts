import { paiseToRupees, type Wallet } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ensurePlayerAccounts, type PlayerPocket } from '../../ledger/ledger-accounts';
import { ledgerAccounts } from '../../ledger/ledger.schema';

/** The player's pockets in rupees: cash is deposits plus winnings; only winnings withdraw. */
export async function getWallet(db: Executor, playerId: string): Promise<Wallet> {
  let rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId));
  if (rows.length === 0) {
    await ensurePlayerAccounts(db, playerId);
    rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, playerId));
  }
  const balance = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return walletOf({
    'cash-deposits': balance('cash-deposits'),
    'cash-winnings': balance('cash-winnings'),
    bonus: balance('bonus'),
  });
}

/** The wallet reply for known pocket balances (in paise). */
export function walletOf(balances: Record<PlayerPocket, bigint>): Wallet {
  const balance = (kind: PlayerPocket) => balances[kind];
  return {
    pockets: {
      cash: { amount: paiseToRupees(balance('cash-deposits') + balance('cash-winnings')) },
      bonus: { amount: paiseToRupees(balance('bonus')) },
    },
    withdrawable: { amount: paiseToRupees(balance('cash-winnings')) },
  };
}
