import {
  MULTI_RACE_SHAPES,
  paiseToRupees,
  type MultiRacePool,
  type MultiRacePoolType,
  type MultiRaceTicket,
  type PoolStatus,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  favouriteOf,
  substitutesOf,
  ticketProgress,
  willPays,
  type MultiRaceBook,
  type MultiRaceLegFacts,
  type MultiRaceOutcome,
} from './multi-race-dividends';
import { readRaceFacts } from './settle-pools';
import type { ToteHost } from './tote-host';

/**
 * Multi-race pools as stored and read (issue 28, decision 065): a pool's row, its legs' facts
 * (winners, scratchings, favourite), its book of tickets, the public view with will-pays and
 * the player's tickets with legs won so far.
 */

export interface MultiRacePoolRow {
  id: string;
  race_day: string;
  venue_code: string;
  pool: MultiRacePoolType;
  sequence: number;
  legs: string[];
  commission_bp: number;
  status: PoolStatus;
  gross_paise: string | number;
  carry_in_paise: string | number;
  outcome: MultiRaceOutcome | null;
  result_signature: string | null;
  carried_to_pool_id: string | null;
  settlement_transfer_id: string | null;
}

const POOL_COLUMNS = sql`id, race_day::text as race_day, venue_code, pool, sequence, legs, commission_bp,
  status, gross_paise, carry_in_paise, outcome, result_signature, carried_to_pool_id,
  settlement_transfer_id`;

export async function findMultiRacePool(
  db: Executor,
  poolId: string,
  lock = false,
): Promise<MultiRacePoolRow | undefined> {
  const [row] = await queryRows<MultiRacePoolRow>(
    db,
    lock
      ? sql`select ${POOL_COLUMNS} from multi_race_pools where id = ${poolId}::uuid for update`
      : sql`select ${POOL_COLUMNS} from multi_race_pools where id = ${poolId}::uuid`,
  );
  return row;
}

export async function multiRacePoolsOfDay(db: Executor, day: string): Promise<MultiRacePoolRow[]> {
  return queryRows<MultiRacePoolRow>(
    db,
    sql`select ${POOL_COLUMNS} from multi_race_pools where race_day = ${day}::date
      order by venue_code, pool, sequence`,
  );
}

/** Pools with `fixtureId` among their legs, locked for settlement. */
export async function multiRacePoolsWithLeg(
  db: Executor,
  fixtureId: string,
): Promise<MultiRacePoolRow[]> {
  return queryRows<MultiRacePoolRow>(
    db,
    sql`select ${POOL_COLUMNS} from multi_race_pools
      where legs @> ${JSON.stringify([fixtureId.toLowerCase()])}::jsonb
      order by id for update`,
  );
}

export interface LegState extends MultiRaceLegFacts {
  fixtureId: string;
  raceNumber: number;
  startAt: Date;
  /** The race is officially resulted or void: the leg is decided. */
  decided: boolean;
  /** Every horse number on the card. */
  runners: number[];
  resultKey: string;
}

/**
 * A leg as the pool sees it: winners only once the result is official (or the race void), the
 * scratched horses, and the favourite (most Win pool money, else shortest fixed Win price,
 * lowest number on a tie) among the starters.
 */
export async function readLeg(db: Executor, fixtureId: string): Promise<LegState> {
  const facts = await readRaceFacts(db, fixtureId);
  const [race] = await queryRows<{ race_number: number; start_at: string | Date }>(
    db,
    sql`select race_number, start_at from fixtures where id = ${fixtureId}::uuid`,
  );
  const runners = await queryRows<{ horse_number: number; price: number | null }>(
    db,
    sql`select p.horse_number, s.price_hundredths as price from participants p
      left join markets m on m.fixture_id = p.fixture_id and m.type = 'WIN'
      left join selections s on s.market_id = m.id and s.participant_id = p.id
      where p.fixture_id = ${fixtureId}::uuid order by p.horse_number`,
  );
  const units = await queryRows<{ combination: string; units: string | number }>(
    db,
    sql`select combination, units from tote_pool_units
      where fixture_id = ${fixtureId}::uuid and pool = 'WIN'`,
  );
  const starters = new Set(facts.starters);
  const scratched = runners
    .map((runner) => runner.horse_number)
    .filter((horse) => !starters.has(horse));
  const favourite = favouriteOf(
    facts.starters,
    new Map(units.map((row) => [Number(row.combination), Number(row.units)])),
    new Map(
      runners
        .filter((runner) => runner.price !== null)
        .map((runner) => [runner.horse_number, Number(runner.price)]),
    ),
  );
  const decided = facts.isResulted;
  return {
    fixtureId,
    raceNumber: race?.race_number ?? 0,
    startAt: new Date(race?.start_at ?? 0),
    decided,
    voided: decided && facts.isVoided,
    winners: decided && !facts.isVoided ? [...(facts.finish[0] ?? [])] : [],
    scratched,
    favourite,
    runners: runners.map((runner) => runner.horse_number),
    resultKey: `${decided ? facts.resultKey : 'OPEN'}|fav ${favourite ?? '-'}`,
  };
}

export async function readLegs(db: Executor, legs: readonly string[]): Promise<LegState[]> {
  const states: LegState[] = [];
  for (const leg of legs) states.push(await readLeg(db, leg));
  return states;
}

export interface MultiRaceTicketRow {
  id: string;
  ticket_number: string;
  player_id: string;
  legs: number[][];
  units: number;
  lines: number;
  pool_paise: string | number;
  cgst_paise: string | number;
  sgst_paise: string | number;
  stake_from_deposits_paise: string | number;
  status: MultiRaceTicket['status'];
  placed_at: string | Date;
  settlement_transfer_id: string | null;
}

/** The pool's tickets still in it (not refunded). */
export async function readPoolTickets(db: Executor, poolId: string): Promise<MultiRaceTicketRow[]> {
  return queryRows<MultiRaceTicketRow>(
    db,
    sql`select id, ticket_number, player_id, legs, units, lines, pool_paise, cgst_paise, sgst_paise,
        stake_from_deposits_paise, status, placed_at, settlement_transfer_id
      from multi_race_tickets where pool_id = ${poolId}::uuid and status <> 'REFUNDED' order by id`,
  );
}

export function bookOf(
  row: Pick<MultiRacePoolRow, 'commission_bp' | 'carry_in_paise'>,
  tickets: readonly Pick<MultiRaceTicketRow, 'id' | 'legs' | 'units'>[],
  minDividendPaise: number,
): MultiRaceBook {
  return {
    commissionBp: row.commission_bp,
    carryInPaise: Number(row.carry_in_paise),
    minDividendPaise,
    tickets: tickets.map((ticket) => ({ id: ticket.id, legs: ticket.legs, units: ticket.units })),
  };
}

/**
 * The day's multi-race pools for everyone: legs, money in, carry-in, will-pays (the host's,
 * decision 079; our own pool's without one), dividends.
 */
export async function getMultiRacePools(
  db: Executor,
  day: string,
  now: Date,
  minDividendPaise: number,
  host?: Pick<ToteHost, 'multiRaceWillPays'>,
): Promise<MultiRacePool[]> {
  const rows = await multiRacePoolsOfDay(db, day);
  const venues = new Map(
    (await queryRows<{ code: string; name: string }>(db, sql`select code, name from venues`)).map(
      (venue) => [venue.code, venue.name],
    ),
  );
  const answer: MultiRacePool[] = [];
  // A race may be a leg of several pools: each is read once.
  const known = new Map<string, LegState>();
  for (const row of rows) {
    const legs: LegState[] = [];
    for (const fixtureId of row.legs) {
      const leg = known.get(fixtureId) ?? (await readLeg(db, fixtureId));
      known.set(fixtureId, leg);
      legs.push(leg);
    }
    const last = legs[legs.length - 1];
    const earlier = legs.slice(0, -1);
    let pays: MultiRacePool['willPays'] = [];
    if (last && !last.decided && earlier.every((leg) => leg.decided)) {
      const tickets = await readPoolTickets(db, row.id);
      const book = bookOf(row, tickets, minDividendPaise);
      const answered = host
        ? host.multiRaceWillPays(book, row.id, earlier, last)
        : willPays(book, earlier, last);
      pays = answered.map((pay) => ({
        horseNo: pay.horseNo,
        dividend: paiseToRupees(pay.dividendPaise),
      }));
    }
    const outcome = row.outcome;
    answer.push({
      uid: row.id,
      pool: row.pool,
      sequence: row.sequence,
      venue: row.venue_code,
      venueName: venues.get(row.venue_code) ?? row.venue_code,
      legs: row.legs,
      legRaces: legs.map((leg) => ({
        sportFixture: leg.fixtureId,
        raceNumber: leg.raceNumber,
        startDate: leg.startAt.toISOString(),
        winners: leg.winners.slice(),
        voided: leg.voided,
        favourite: leg.startAt.getTime() <= now.getTime() || leg.decided ? leg.favourite : null,
      })),
      // The pool closes at the off of its first leg, before any settlement marks it so.
      status:
        row.status === 'OPEN' && (legs[0]?.startAt.getTime() ?? 0) <= now.getTime()
          ? 'CLOSED'
          : row.status,
      commissionRate: row.commission_bp / 10_000,
      totalStake: paiseToRupees(Number(row.gross_paise)),
      carryIn: paiseToRupees(Number(row.carry_in_paise)),
      willPays: pays,
      dividends:
        outcome && outcome.status === 'FINAL'
          ? [
              {
                winners: legs.map((leg) =>
                  leg.voided
                    ? leg.runners.filter((horse) => !leg.scratched.includes(horse))
                    : leg.winners.slice(),
                ),
                dividend: paiseToRupees(outcome.dividendPaise),
                linesWon: outcome.winningUnits,
              },
            ]
          : [],
      ...(outcome && outcome.carryOutPaise > 0
        ? { carryOut: paiseToRupees(outcome.carryOutPaise) }
        : {}),
    });
  }
  return answer;
}

const rupeesOrNull = (paise: string | number | null) =>
  paise === null ? null : paiseToRupees(Number(paise));

/** The player's multi-race tickets, newest first, with each leg's substitutes and whether won. */
export async function listMultiRaceTickets(
  db: Executor,
  playerId: string,
  limit: number,
  now: Date,
): Promise<MultiRaceTicket[]> {
  const rows = await queryRows<
    MultiRaceTicketRow & {
      pool_id: string;
      pool: MultiRacePoolType;
      sequence: number;
      pool_legs: string[];
      venue_name: string | null;
      total_win_paise: string | number | null;
      tds_paise: string | number | null;
      payout_paise: string | number | null;
    }
  >(
    db,
    sql`select t.id, t.ticket_number, t.player_id, t.legs, t.units, t.lines, t.pool_paise, t.cgst_paise,
        t.sgst_paise, t.stake_from_deposits_paise, t.status, t.placed_at, t.settlement_transfer_id,
        t.total_win_paise, t.tds_paise, t.payout_paise, p.id as pool_id, p.pool, p.sequence,
        p.legs as pool_legs, v.name as venue_name
      from multi_race_tickets t
      join multi_race_pools p on p.id = t.pool_id
      left join venues v on v.code = p.venue_code
      where t.player_id = ${playerId}::uuid
      order by t.placed_at desc, t.ticket_number desc
      limit ${limit}`,
  );
  const legsOf = new Map<string, LegState>();
  const answer: MultiRaceTicket[] = [];
  for (const row of rows) {
    const legs: LegState[] = [];
    for (const fixtureId of row.pool_legs) {
      const known = legsOf.get(fixtureId) ?? (await readLeg(db, fixtureId));
      legsOf.set(fixtureId, known);
      legs.push(known);
    }
    const progress = ticketProgress(row.legs, legs);
    const gst = Number(row.cgst_paise) + Number(row.sgst_paise);
    answer.push({
      uid: row.id,
      ticketNumber: row.ticket_number,
      timestamp: new Date(row.placed_at).toISOString(),
      pool: row.pool_id,
      poolType: row.pool,
      sequence: row.sequence,
      venueName: row.venue_name ?? '',
      legs: legs.map((leg, index) => {
        const selections = row.legs[index] ?? [];
        // A substitute is known once the leg is off (the favourite at the off).
        const off = leg.decided || leg.startAt.getTime() <= now.getTime();
        return {
          sportFixture: leg.fixtureId,
          raceNumber: leg.raceNumber,
          selections,
          substitutes: off ? substitutesOf(selections, leg) : [],
          won: progress.won[index] ?? null,
        };
      }),
      units: row.units,
      lines: row.lines,
      totalBetAmount: paiseToRupees(Number(row.pool_paise) + gst),
      gst: paiseToRupees(gst),
      status: row.status,
      legsWon: progress.legsWon,
      alive: row.status === 'LOST' ? false : progress.alive,
      totalWinAmount: rupeesOrNull(row.total_win_paise),
      tdsAmount: rupeesOrNull(row.tds_paise),
      payoutAmount: rupeesOrNull(row.payout_paise),
    });
  }
  return answer;
}

/** Default commission of a pool type, basis points. */
export const defaultCommissionBp = (pool: MultiRacePoolType): number =>
  MULTI_RACE_SHAPES[pool].defaultCommissionBp;
