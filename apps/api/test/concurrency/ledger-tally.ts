import { and, count, countDistinct, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { idempotencyKeys } from '../../src/idempotency/idempotency.schema';
import { ledgerAccounts, ledgerTransfers } from '../../src/ledger/ledger.schema';
import { bets } from '../../src/modules/bets/bets.schema';
import { slipAnswerStatus } from '../../src/modules/bets/slip-answer';

/** Each player's cash (deposits + winnings) in paise, read from the running balances. */
export async function readCashBalances(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({
      playerId: ledgerAccounts.playerId,
      cash: sum(ledgerAccounts.balance).mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(
      and(
        isNotNull(ledgerAccounts.playerId),
        inArray(ledgerAccounts.kind, ['cash-deposits', 'cash-winnings']),
      ),
    )
    .groupBy(ledgerAccounts.playerId);
  return new Map(rows.map((row) => [row.playerId as string, row.cash]));
}

/** Each player's stakes in paise, read from the bets themselves. */
export async function readStakesByPlayer(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ playerId: bets.playerId, stakes: sum(bets.stakePaise).mapWith(Number) })
    .from(bets)
    .groupBy(bets.playerId);
  return new Map(rows.map((row) => [row.playerId, row.stakes]));
}

export interface BetCounts {
  bets: number;
  slips: number;
  stakeTransfers: number;
}

export async function countBetsAndDebits(db: Database): Promise<BetCounts> {
  const [placed] = await db.select({ bets: count(), slips: countDistinct(bets.slipId) }).from(bets);
  const [debits] = await db
    .select({ transfers: count() })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.kind, 'BET_STAKE'));
  return {
    bets: placed?.bets ?? 0,
    slips: placed?.slips ?? 0,
    stakeTransfers: debits?.transfers ?? 0,
  };
}

/** How many rows hold each bet id (a duplicate would show 2, a lost bet 0). */
export async function countBetRows(db: Database, betIds: string[]): Promise<Map<string, number>> {
  const found = new Map(betIds.map((id) => [id, 0]));
  for (let start = 0; start < betIds.length; start += 5_000) {
    const rows = await db
      .select({ id: bets.id, rows: count() })
      .from(bets)
      .where(inArray(bets.id, betIds.slice(start, start + 5_000)))
      .groupBy(bets.id);
    for (const row of rows) found.set(row.id, row.rows);
  }
  return found;
}

/** Stake transfers with no bets, or bets whose stake transfer is missing: half a slip. */
export async function findPartialSlips(db: Database): Promise<string[]> {
  const orphanTransfers = await db.execute(sql`
    select t.id::text as id from ledger_transfers t
    where t.kind = 'BET_STAKE' and not exists (select 1 from bets b where b.stake_transfer_id = t.id)`);
  const orphanBets = await db.execute(sql`
    select b.id::text as id from bets b
    where not exists (select 1 from ledger_transfers t where t.id = b.stake_transfer_id and t.kind = 'BET_STAKE')`);
  const ids = (result: unknown) => (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  return [
    ...ids(orphanTransfers).map((id) => `transfer ${id}`),
    ...ids(orphanBets).map((id) => `bet ${id}`),
  ];
}

export interface StoredAnswer {
  playerId: string;
  key: string;
  /** The HTTP status the key answers with (null: a claim never answered). */
  status: number | null;
  betIds: string[];
}

/**
 * The bets a stored slip answer names: a placed slip as the database stored it
 * ({slip: {lines: [{id}]}}, decision 023), or a reply stored already rendered ({bets: [{uid}]}).
 */
function storedBetIds(body: unknown): string[] {
  const stored = body as { slip?: { lines: { id: string }[] }; bets?: { uid: string }[] } | null;
  if (stored?.slip) return stored.slip.lines.map((line) => line.id);
  return (stored?.bets ?? []).map((bet) => bet.uid);
}

/** The idempotency store: each key's stored answer and the bets it names. */
export async function readStoredAnswers(db: Database): Promise<StoredAnswer[]> {
  const rows = await db
    .select({
      playerId: idempotencyKeys.playerId,
      key: idempotencyKeys.key,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, 'betslip'));
  return rows.map((row) => ({
    playerId: row.playerId,
    key: row.key,
    status: slipAnswerStatus(row.status, row.body),
    betIds: storedBetIds(row.body),
  }));
}
