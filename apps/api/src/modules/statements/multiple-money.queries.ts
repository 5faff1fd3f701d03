import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  filterSql,
  findBetMoneyEvents,
  moneyEventOf,
  type BetMoneyEvent,
  type BetMoneyFilter,
  type MoneyEventRow,
} from './bet-money.queries';

/**
 * The money events of multiples' bets, in the shape of a single's (decision 036): each bet of a
 * multiple as placed (its stake and the GST in it, from its row: one stake transfer covers the
 * whole multiple), each transfer that paid, refunded or voided it, and each reversal of one by a
 * corrected leg. A multiple's events count in the race of its first leg (`fixtureId`), named
 * with its kind and legs ("Mysuru R1 Derby (Accumulator of 2 legs)").
 */
export async function findMultipleMoneyEvents(
  db: Executor,
  filter: BetMoneyFilter,
): Promise<BetMoneyEvent[]> {
  const { from, to, ofPlayer } = filterSql(filter);
  const rows = await queryRows<MoneyEventRow & { first_race: string }>(
    db,
    sql`
      WITH events AS (
        SELECT b.id AS bet_id, b.placed_at AS at, 'STAKE'::text AS kind, false AS is_reversal,
               b.stake_paise AS stake, 0::bigint AS player,
               (b.cgst_paise + b.sgst_paise) AS gst, 0::bigint AS tds, 0::bigint AS deduction
        FROM multiple_bets b
        WHERE b.placed_at >= ${from}::timestamptz AND b.placed_at < ${to}::timestamptz
          AND ${ofPlayer(sql`b.player_id`)}
        UNION ALL
        SELECT b.id, t.created_at, coalesce(o.kind, t.kind), o.id IS NOT NULL, 0::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.player_id = b.player_id), 0)::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.kind = 'gst-payable'), 0)::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.kind = 'tds-payable'), 0)::bigint,
               (CASE WHEN o.id IS NULL THEN 1 ELSE -1 END)
                 * coalesce((coalesce(o.details, t.details)->>'deductionPaise')::bigint, 0)
        FROM ledger_transfers t
        LEFT JOIN ledger_transfers o ON o.id = t.reverses_transfer_id
        JOIN multiple_bets b ON b.id::text = coalesce(o.reference, t.reference)
        JOIN ledger_entries e ON e.transfer_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.created_at >= ${from}::timestamptz AND t.created_at < ${to}::timestamptz
          AND t.kind <> 'BET_STAKE' AND ${ofPlayer(sql`b.player_id`)}
        GROUP BY b.id, t.id, o.id
      ),
      firsts AS (
        SELECT DISTINCT ON (l.bet_id) l.bet_id, l.fixture_id,
               count(*) OVER (PARTITION BY l.bet_id) AS legs
        FROM multiple_bet_legs l
        WHERE l.bet_id IN (SELECT bet_id FROM events)
        ORDER BY l.bet_id, l.leg_index
      )
      SELECT ev.bet_id, b.player_id, fl.fixture_id, b.ticket_number, b.placed_at,
             concat(v.name, ' R', f.race_number, ' ', f.name) AS first_race,
             concat(v.name, ' R', f.race_number, ' ', f.name, ' (', initcap(b.kind), ' of ',
               fl.legs, ' legs)') AS race_name,
             f.start_at AS race_start_at, ev.at, ev.kind, ev.is_reversal,
             ev.stake, ev.player, ev.gst, ev.tds, ev.deduction,
             b.status IN ('ACCEPTED', 'CONFIRMED') AS is_open
      FROM events ev
      JOIN multiple_bets b ON b.id = ev.bet_id
      JOIN firsts fl ON fl.bet_id = b.id
      JOIN fixtures f ON f.id = fl.fixture_id
      JOIN meetings m ON m.id = f.meeting_id
      JOIN venues v ON v.code = m.venue_code
      ORDER BY ev.at, b.ticket_number, ev.kind`,
  );
  return rows.map((row) => ({ ...moneyEventOf(row), multiple: { firstRace: row.first_race } }));
}

/** Singles' and multiples' money events together, oldest first: the statement and day report. */
export async function findSportsMoneyEvents(
  db: Executor,
  filter: BetMoneyFilter,
): Promise<BetMoneyEvent[]> {
  const [singles, multiples] = await Promise.all([
    findBetMoneyEvents(db, filter),
    findMultipleMoneyEvents(db, filter),
  ]);
  return [...singles, ...multiples].sort((a, b) => a.at.getTime() - b.at.getTime());
}
