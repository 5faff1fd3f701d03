import { queryRows } from '../../src/db/query-rows';
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

/**
 * Stake transfers with no bets (a single's or a multiple's), or bets whose stake transfer is
 * missing: half a slip.
 */
export async function findPartialSlips(db: Database): Promise<string[]> {
  const orphanTransfers = await db.execute(sql`
    select t.id::text as id from ledger_transfers t
    where t.kind = 'BET_STAKE' and not exists (select 1 from bets b where b.stake_transfer_id = t.id)
      and not exists (select 1 from multiple_bets m where m.stake_transfer_id = t.id)`);
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

/**
 * Half a multiple or half a tote ticket: a multiple's bet or a ticket whose stake transfer is
 * missing, or a tote stake transfer that sold no ticket.
 */
export async function findPartialTickets(db: Database): Promise<string[]> {
  const rows = await queryRows<{ what: string }>(
    db,
    sql`select 'multiple bet ' || m.id::text as what from multiple_bets m
      where not exists (select 1 from ledger_transfers t where t.id = m.stake_transfer_id and t.kind = 'BET_STAKE')
    union all
    select 'tote ticket ' || k.id::text from tote_tickets k
      where not exists (select 1 from ledger_transfers t where t.id = k.stake_transfer_id and t.kind = 'TOTE_STAKE')
    union all
    select 'tote transfer ' || t.id::text from ledger_transfers t
      where t.kind = 'TOTE_STAKE' and not exists (select 1 from tote_tickets k where k.stake_transfer_id = t.id)`,
  );
  return rows.map((row) => row.what);
}

/** Each player's stakes in paise: singles, multiples' bets and tote tickets (GST included). */
export async function readAllStakesByPlayer(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ player_id: string; stakes: string }>(
    db,
    sql`select player_id::text as player_id, sum(paise)::text as stakes from (
      select player_id, stake_paise as paise from bets
      union all select player_id, stake_paise from multiple_bets
      union all select player_id, pool_paise + cgst_paise + sgst_paise from tote_tickets
    ) staked group by player_id`,
  );
  return new Map(rows.map((row) => [row.player_id, Number(row.stakes)]));
}

export interface KeyAnswer {
  playerId: string;
  key: string;
  scope: string;
  /** The stored status column (null: a claim never answered, or a body that carries its status). */
  status: number | null;
  body: unknown;
}

/** Every stored Idempotency-Key of the given scopes, raw. */
export async function readKeyAnswers(db: Database, scopes: string[]): Promise<KeyAnswer[]> {
  return db
    .select({
      playerId: idempotencyKeys.playerId,
      key: idempotencyKeys.key,
      scope: idempotencyKeys.scope,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(inArray(idempotencyKeys.scope, scopes));
}

/** Rows per multiple ticket number and per tote ticket number (one each, or a key sold twice). */
export async function countTicketRows(
  db: Database,
): Promise<{ multiples: Map<string, number>; tote: Map<string, number> }> {
  const multiples = await queryRows<{ ticket: string; rows: string }>(
    db,
    sql`select multiple_ticket as ticket, count(*)::text as rows from multiple_bets group by multiple_ticket`,
  );
  const tote = await queryRows<{ ticket: string; rows: string }>(
    db,
    sql`select ticket_number as ticket, count(*)::text as rows from tote_tickets group by ticket_number`,
  );
  const asMap = (rows: { ticket: string; rows: string }[]) =>
    new Map(rows.map((row) => [row.ticket, Number(row.rows)]));
  return { multiples: asMap(multiples), tote: asMap(tote) };
}
