import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  filterSql,
  moneyEventOf,
  type BetMoneyEvent,
  type BetMoneyFilter,
  type MoneyEventRow,
} from './bet-money.queries';
import { findSportsMoneyEvents } from './multiple-money.queries';

/** What a tote payment refunded with its dividends (non-starter units), GST included, signed. */
const settlementRefund = sql`(CASE WHEN coalesce(o.kind, t.kind) = 'TOTE_SETTLEMENT'
  THEN (CASE WHEN o.id IS NULL THEN 1 ELSE -1 END)
    * (coalesce((coalesce(o.details, t.details)->>'refundPoolPaise')::bigint, 0)
      + coalesce((coalesce(o.details, t.details)->>'refundGstPaise')::bigint, 0))
  ELSE 0 END)`;

/** Where a kind of ticket is kept: its table, the join to the race it is settled in, its pool. */
interface TicketTable {
  table: SQL;
  /** Joins `fixtures f` to the ticket `k`. */
  race: SQL;
  pool: SQL;
}

/**
 * The money events of tickets of a pool, in the shape of a bet's (decision 036), for the tax
 * passbook, the TDS report and certificate: the ticket as bought (what it cost, GST included),
 * each transfer that paid or refunded it and each reversal by a corrected result. A payment's
 * `playerPaise` is its dividends after TDS: a refund of non-starter units paid with it is left
 * out (it is no winnings: `refundedPaise`), its GST given back shows in `gstPaise`. A whole refund is kind
 * TOTE_REFUND, a refund kind.
 */
async function findTicketMoneyEvents(
  db: Executor,
  filter: BetMoneyFilter,
  tickets: TicketTable,
): Promise<BetMoneyEvent[]> {
  const { from, to, ofPlayer } = filterSql(filter);
  const rows = await queryRows<MoneyEventRow & { race: string; refunded: string | number }>(
    db,
    sql`
      WITH events AS (
        SELECT k.id AS ticket_id, k.placed_at AS at, 'STAKE'::text AS kind, false AS is_reversal,
               (k.pool_paise + k.cgst_paise + k.sgst_paise) AS stake, 0::bigint AS player,
               (k.cgst_paise + k.sgst_paise) AS gst, 0::bigint AS tds, 0::bigint AS refunded
        FROM ${tickets.table} k
        WHERE k.placed_at >= ${from}::timestamptz AND k.placed_at < ${to}::timestamptz
          AND ${ofPlayer(sql`k.player_id`)}
        UNION ALL
        SELECT k.id, t.created_at, coalesce(o.kind, t.kind), o.id IS NOT NULL, 0::bigint,
               (coalesce(sum(e.amount) FILTER (WHERE a.player_id = k.player_id), 0)
                 - ${settlementRefund})::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.kind = 'gst-payable'), 0)::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.kind = 'tds-payable'), 0)::bigint,
               ${settlementRefund}::bigint
        FROM ledger_transfers t
        LEFT JOIN ledger_transfers o ON o.id = t.reverses_transfer_id
        JOIN ${tickets.table} k ON k.id::text = coalesce(o.reference, t.reference)
        JOIN ledger_entries e ON e.transfer_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.created_at >= ${from}::timestamptz AND t.created_at < ${to}::timestamptz
          AND coalesce(o.kind, t.kind) IN ('TOTE_SETTLEMENT', 'TOTE_REFUND')
          AND ${ofPlayer(sql`k.player_id`)}
        GROUP BY k.id, t.id, o.id
      )
      SELECT ev.ticket_id AS bet_id, k.player_id, f.id AS fixture_id, k.ticket_number, k.placed_at,
             concat(v.name, ' R', f.race_number, ' ', f.name, ' (tote ', ${tickets.pool}, ')') AS race_name,
             concat(v.name, ' R', f.race_number, ' ', f.name) AS race,
             f.start_at AS race_start_at, ev.at, ev.kind, ev.is_reversal,
             ev.stake, ev.player, ev.gst, ev.tds, ev.refunded, k.status = 'ACCEPTED' AS is_open
      FROM events ev
      JOIN ${tickets.table} k ON k.id = ev.ticket_id
      ${tickets.race}
      JOIN meetings m ON m.id = f.meeting_id
      JOIN venues v ON v.code = m.venue_code
      ORDER BY ev.at, k.ticket_number, ev.kind`,
  );
  return rows.map((row) => ({
    ...moneyEventOf(row),
    refundedPaise: Number(row.refunded),
    tote: { race: row.race },
  }));
}

/** The money events of tote tickets (decision 059), as findTicketMoneyEvents says. */
export const findToteMoneyEvents = (db: Executor, filter: BetMoneyFilter) =>
  findTicketMoneyEvents(db, filter, {
    table: sql`tote_tickets`,
    race: sql`JOIN fixtures f ON f.id = k.fixture_id`,
    pool: sql`k.pool`,
  });

/**
 * The money events of multi-race tickets (decision 065), as a tote ticket's; the race named is
 * its last leg, where it is settled.
 */
export const findMultiRaceMoneyEvents = (db: Executor, filter: BetMoneyFilter) =>
  findTicketMoneyEvents(db, filter, {
    table: sql`multi_race_tickets`,
    race: sql`JOIN multi_race_pools p ON p.id = k.pool_id
      JOIN fixtures f ON f.id = (p.legs->>(jsonb_array_length(p.legs) - 1))::uuid`,
    pool: sql`p.pool`,
  });

/**
 * Fixed-odds bets' (singles and multiples), tote tickets' and multi-race tickets' money events
 * together, oldest first: what tax reads.
 */
export async function findTaxableMoneyEvents(
  db: Executor,
  filter: BetMoneyFilter,
): Promise<BetMoneyEvent[]> {
  const [bets, tickets, multiRace] = await Promise.all([
    findSportsMoneyEvents(db, filter),
    findToteMoneyEvents(db, filter),
    findMultiRaceMoneyEvents(db, filter),
  ]);
  return [...bets, ...tickets, ...multiRace].sort((a, b) => a.at.getTime() - b.at.getTime());
}
