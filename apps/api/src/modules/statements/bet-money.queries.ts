import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * One movement of a bet's money, the single source of the statement, the tax passbook and
 * the operators' reports (decision 036). A STAKE is the bet as placed (its stake and the GST
 * in it, from the bet row: one slip's stake transfer covers several bets). Every other event
 * is one ledger transfer about the bet: a settlement, a refund or void, or the reversal of one
 * by a corrected result (kind = the kind it reverses, `isReversal`), with what it moved on the
 * player's accounts (receivable included, so a credit that paid a debt counts in full), on
 * GST payable and on TDS payable. Events are dated by when the money moved.
 */
export interface BetMoneyEvent {
  betId: string;
  playerId: string;
  fixtureId: string;
  ticketNumber: string;
  placedAt: Date;
  raceName: string;
  raceStartAt: Date;
  at: Date;
  kind: string;
  isReversal: boolean;
  stakePaise: number;
  /** Credited to the player (negative when a correction took money back). */
  playerPaise: number;
  /** Credited to GST payable (negative when a refund gave it back). */
  gstPaise: number;
  /** Credited to TDS payable. */
  tdsPaise: number;
  deductionBp: number | null;
  /** The bet is still open (held or confirmed, not yet settled, refunded or voided) now. */
  isOpen: boolean;
  /** What a Rule 4 deduction took off this settlement's winnings (negative on its reversal). */
  deductionPaise: number;
  /**
   * A multiple's bet (multiple-money.queries.ts): its events count in the race of its first
   * leg, `firstRace` that race's name (`raceName` adds the multiple's kind and legs).
   */
  multiple?: { firstRace: string };
  /**
   * A tote or multi-race payment that also refunded units (non-starters): the refunded part,
   * GST included (negative on its reversal). It is in none of `playerPaise`: it is no winnings.
   */
  refundedPaise?: number;
  /** A tote or multi-race ticket's: `race` is its race's name (`raceName` adds the pool). */
  tote?: { race: string };
}

/** Transfers that give a stake back: the rest of a bet's result transfers pay winnings. */
export const REFUND_KINDS = new Set(['BET_REFUND', 'BET_VOID', 'SCRATCH_REFUND', 'TOTE_REFUND']);

export interface BetMoneyFilter {
  from: Date;
  to: Date;
  playerId?: string;
}

/** A money event as each kind of bet's query selects it. */
export interface MoneyEventRow {
  bet_id: string;
  player_id: string;
  fixture_id: string;
  ticket_number: string;
  placed_at: Date | string;
  race_name: string;
  race_start_at: Date | string;
  at: Date | string;
  kind: string;
  is_reversal: boolean;
  stake: string | number;
  player: string | number;
  gst: string | number;
  tds: string | number;
  is_open: boolean;
  /** A single's Rule 4 deduction; none for the other kinds. */
  deduction_bp?: number | null;
  deduction?: string | number;
}

/** A row as its event; a kind of bet's query adds what is its own. */
export const moneyEventOf = (row: MoneyEventRow): BetMoneyEvent => ({
  betId: row.bet_id,
  playerId: row.player_id,
  fixtureId: row.fixture_id,
  ticketNumber: row.ticket_number,
  placedAt: new Date(row.placed_at),
  raceName: row.race_name,
  raceStartAt: new Date(row.race_start_at),
  at: new Date(row.at),
  kind: row.kind,
  isReversal: row.is_reversal,
  stakePaise: Number(row.stake),
  playerPaise: Number(row.player),
  gstPaise: Number(row.gst),
  tdsPaise: Number(row.tds),
  deductionBp: row.deduction_bp ?? null,
  isOpen: row.is_open,
  deductionPaise: Number(row.deduction ?? 0),
});

/** The filter as SQL: its window as timestamps, and a condition on a player column. */
export function filterSql(filter: BetMoneyFilter): {
  from: string;
  to: string;
  ofPlayer: (column: SQL) => SQL;
} {
  return {
    from: filter.from.toISOString(),
    to: filter.to.toISOString(),
    ofPlayer: (column) =>
      filter.playerId === undefined ? sql`true` : sql`${column} = ${filter.playerId}::uuid`,
  };
}

/** Every bet money event in [from, to), of one player or of all, oldest first. */
export async function findBetMoneyEvents(
  db: Executor,
  filter: BetMoneyFilter,
): Promise<BetMoneyEvent[]> {
  const { from, to, ofPlayer } = filterSql(filter);
  const rows = await queryRows<MoneyEventRow>(
    db,
    sql`
      WITH events AS (
        SELECT b.id AS bet_id, b.placed_at AS at, 'STAKE'::text AS kind, false AS is_reversal,
               b.stake_paise AS stake, 0::bigint AS player,
               (b.cgst_paise + b.sgst_paise) AS gst, 0::bigint AS tds, 0::bigint AS deduction,
               b.placed_at AS sort_at
        FROM bets b
        WHERE b.placed_at >= ${from}::timestamptz AND b.placed_at < ${to}::timestamptz
          AND ${ofPlayer(sql`b.player_id`)}
        UNION ALL
        SELECT b.id, t.created_at, coalesce(o.kind, t.kind), o.id IS NOT NULL,
               0::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.player_id = b.player_id), 0)::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.kind = 'gst-payable'), 0)::bigint,
               coalesce(sum(e.amount) FILTER (WHERE a.kind = 'tds-payable'), 0)::bigint,
               (CASE WHEN o.id IS NULL THEN 1 ELSE -1 END)
                 * coalesce((coalesce(o.details, t.details)->>'deductionPaise')::bigint, 0),
               t.created_at
        FROM ledger_transfers t
        LEFT JOIN ledger_transfers o ON o.id = t.reverses_transfer_id
        JOIN bets b ON b.id::text = coalesce(o.reference, t.reference)
        JOIN ledger_entries e ON e.transfer_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.created_at >= ${from}::timestamptz AND t.created_at < ${to}::timestamptz
          AND t.kind <> 'BET_STAKE' AND ${ofPlayer(sql`b.player_id`)}
        GROUP BY b.id, t.id, o.id
      )
      SELECT ev.bet_id, b.player_id, b.fixture_id, b.ticket_number, b.placed_at,
             concat(v.name, ' R', f.race_number, ' ', f.name) AS race_name,
             f.start_at AS race_start_at, ev.at, ev.kind, ev.is_reversal,
             ev.stake, ev.player, ev.gst, ev.tds, b.deduction_bp, ev.deduction,
             b.status IN ('ACCEPTED', 'CONFIRMED') AS is_open
      FROM events ev
      JOIN bets b ON b.id = ev.bet_id
      JOIN fixtures f ON f.id = b.fixture_id
      JOIN meetings m ON m.id = f.meeting_id
      JOIN venues v ON v.code = m.venue_code
      ORDER BY ev.sort_at, b.ticket_number, ev.kind`,
  );
  return rows.map(moneyEventOf);
}

/** The sums every report is made of. */
export interface MoneyTotals {
  stakesPaise: number;
  /** Winnings credited to players after TDS (less corrections). */
  winningsPaise: number;
  refundsPaise: number;
  gstPaise: number;
  tdsPaise: number;
  /** What the book kept: stakes less GST, less everything paid back or withheld for tax. */
  houseResultPaise: number;
  /**
   * Stakes less GST of bets still open: the house's only once their race is settled, so they
   * stay out of houseResult until then (decision 057).
   */
  openStakesPaise: number;
  /** Settlements with a Rule 4 deduction, and what the deductions took off winnings. */
  deductedBets: number;
  deductionsPaise: number;
}

/**
 * What an event credited the player, split into winnings (after TDS) and stakes given back:
 * a refund is no return (decision 074).
 */
export function splitReturn(event: BetMoneyEvent): {
  winningsPaise: number;
  refundedPaise: number;
} {
  const isRefund = REFUND_KINDS.has(event.kind);
  return {
    winningsPaise: isRefund ? 0 : event.playerPaise,
    refundedPaise: (isRefund ? event.playerPaise : 0) + (event.refundedPaise ?? 0),
  };
}

export function sumEvents(events: readonly BetMoneyEvent[]): MoneyTotals {
  const totals: MoneyTotals = {
    stakesPaise: 0,
    winningsPaise: 0,
    refundsPaise: 0,
    gstPaise: 0,
    tdsPaise: 0,
    houseResultPaise: 0,
    openStakesPaise: 0,
    deductedBets: 0,
    deductionsPaise: 0,
  };
  for (const event of events) {
    totals.stakesPaise += event.stakePaise;
    const { winningsPaise, refundedPaise } = splitReturn(event);
    totals.refundsPaise += refundedPaise;
    totals.winningsPaise += winningsPaise;
    totals.gstPaise += event.gstPaise;
    totals.tdsPaise += event.tdsPaise;
    const kept = event.stakePaise - winningsPaise - refundedPaise - event.gstPaise - event.tdsPaise;
    if (event.kind === 'STAKE' && event.isOpen) totals.openStakesPaise += kept;
    else totals.houseResultPaise += kept;
    if (event.kind === 'BET_SETTLEMENT' && (event.deductionBp ?? 0) > 0)
      totals.deductedBets += event.isReversal ? -1 : 1;
    totals.deductionsPaise += event.deductionPaise;
  }
  return totals;
}
