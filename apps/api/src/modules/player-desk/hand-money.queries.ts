import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { operators } from '../operators/operators.schema';

/** What one operator moved alone in a window (decision 046), in paise. */
export interface MovedAlone {
  /** Credits to the one player asked about. */
  playerCreditsPaise: bigint;
  /** Debits from that player, as a positive amount. */
  playerDebitsPaise: bigint;
  /** Credits and debits over all players together, as a positive amount. */
  allPlayersPaise: bigint;
}

/**
 * Every hand-moved money decision of one operator is taken under this row lock, held to the
 * end of the transaction that moves the money, so two parallel requests cannot both count
 * the same total and slip under a limit together. NO KEY UPDATE: sign-ins reading the row
 * are not held up.
 */
export async function lockOperatorForMoneyMove(tx: Transaction, operatorId: string): Promise<void> {
  await tx
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .for('no key update');
}

/**
 * What one operator moved alone (adjustments and retail cash-ins with no second operator's
 * approval) in [start, end), read from the ledger's own transfers so it can never disagree
 * with the money. An approved request's transfer names its requestId and is left out: a
 * second operator saw that money. A transfer's player legs sum to its signed amount.
 */
export async function findMovedAlone(
  db: Executor,
  operatorId: string,
  playerId: string,
  window: { start: Date; end: Date },
): Promise<MovedAlone> {
  const [row] = await queryRows<{ credits: string; debits: string; total: string }>(
    db,
    sql`with moved as (
      select account.player_id, sum(entry.amount) as amount
      from ledger_transfers transfer
      join ledger_entries entry on entry.transfer_id = transfer.id
      join ledger_accounts account on account.id = entry.account_id and account.player_id is not null
      where transfer.kind in ('ADJUSTMENT', 'RETAIL_CASH_IN')
        and transfer.details ->> 'operatorId' = ${operatorId}
        and transfer.details ->> 'requestId' is null
        and transfer.created_at >= ${window.start.toISOString()}::timestamptz
        and transfer.created_at < ${window.end.toISOString()}::timestamptz
      group by transfer.id, account.player_id
    )
    select
      coalesce(sum(amount) filter (where player_id = ${playerId}::uuid and amount > 0), 0)::text as credits,
      coalesce(-sum(amount) filter (where player_id = ${playerId}::uuid and amount < 0), 0)::text as debits,
      coalesce(sum(abs(amount)), 0)::text as total
    from moved`,
  );
  return {
    playerCreditsPaise: BigInt(row?.credits ?? '0'),
    playerDebitsPaise: BigInt(row?.debits ?? '0'),
    allPlayersPaise: BigInt(row?.total ?? '0'),
  };
}
