import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { playerReceivableCode } from './ledger-accounts';
import { ledgerAccounts } from './ledger.schema';

/** What a player owes the house, in paise (0 when nothing): their receivable, negated. */
export async function findOwedPaise(db: Executor, playerId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, playerReceivableCode(playerId)));
  return -(row?.balance ?? 0n);
}
