import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { PlayerAccounts } from './ledger-accounts';
import type { Leg } from './post-transfer';

/**
 * The player's legs of a cash debit, deposits first, then winnings. The split is the database's
 * `cash_from_deposits`, the one place_bet_slip takes each stake with, so a stake and an
 * operator's debit cannot split differently. Call with the pockets locked (lockPlayerPockets).
 */
export async function cashDebitLegs(
  tx: Executor,
  accounts: PlayerAccounts,
  depositsPaise: bigint,
  paise: bigint,
): Promise<Leg[]> {
  const [row] = await queryRows<{ from_deposits: string }>(
    tx,
    sql`select cash_from_deposits(${depositsPaise.toString()}::bigint, ${paise.toString()}::bigint)::text as from_deposits`,
  );
  const fromDeposits = BigInt((row as { from_deposits: string }).from_deposits);
  return [
    { accountId: accounts['cash-deposits'], amount: -fromDeposits },
    { accountId: accounts['cash-winnings'], amount: -(paise - fromDeposits) },
  ];
}
