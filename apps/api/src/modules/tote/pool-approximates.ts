import {
  DIGITAL_CHANNEL,
  OPEN_STATUSES,
  paiseToRupees,
  POOL_SHAPES,
  TOTE_POOLS,
  type FixtureStatus,
  type PoolStatus,
  type RacePool,
  type TotePool,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { CombinationDividend, PoolBook, PoolOutcome } from './pool-dividends';
import { probableDividends, provisionalFinish } from './settle-pools';
import { unitsToPaise, type ToteHost } from './tote-host';

/** One pool of a race as its row says, defaults filled in for a pool nobody has touched. */
export interface PoolState {
  pool: TotePool;
  enabled: boolean;
  commissionBp: number;
  /** The row's status: OPEN until settlement writes FINAL, REFUNDED or CARRIED. */
  rowStatus: PoolStatus;
  grossPaise: number;
  carryInPaise: number;
  outcome: PoolOutcome | null;
}

/** A race as the tote needs it: open or not, its starters, its seven pools. */
export interface RaceTote {
  fixtureId: string;
  status: FixtureStatus;
  startAt: Date;
  allowedChannels: string[];
  raceNumber: number;
  venueName: string;
  /** Horse numbers of the runners not scratched. */
  starters: number[];
  /** Every horse number on the card, scratched ones included. */
  runners: number[];
  pools: PoolState[];
}

/** Whether the race takes tickets at `now`: its status, the digital channel and the off. */
export const raceTakesTickets = (race: RaceTote, now: Date): boolean =>
  OPEN_STATUSES.includes(race.status) &&
  race.allowedChannels.includes(DIGITAL_CHANNEL) &&
  now.getTime() < race.startAt.getTime();

/** The race, its runners and its pools' rows (defaults for the pools without one). */
export async function loadRaceTote(db: Executor, fixtureId: string): Promise<RaceTote | undefined> {
  const [race] = await queryRows<{
    status: FixtureStatus;
    start_at: string | Date;
    allowed_channels: string[];
    race_number: number;
    venue_name: string | null;
  }>(
    db,
    sql`select f.status, f.start_at, f.allowed_channels, f.race_number, v.name as venue_name
      from fixtures f
      left join meetings m on m.id = f.meeting_id
      left join venues v on v.code = m.venue_code
      where f.id = ${fixtureId}::uuid`,
  );
  if (!race) return undefined;
  const runners = await queryRows<{ horse_number: number; scratched: boolean }>(
    db,
    sql`select horse_number, scratched_at is not null as scratched from participants
      where fixture_id = ${fixtureId}::uuid order by horse_number`,
  );
  const rows = await queryRows<{
    pool: TotePool;
    enabled: boolean;
    commission_bp: number;
    status: PoolStatus;
    gross_paise: string | number;
    carry_in_paise: string | number;
    outcome: PoolOutcome | null;
  }>(
    db,
    sql`select pool, enabled, commission_bp, status, gross_paise, carry_in_paise, outcome
      from tote_pools where fixture_id = ${fixtureId}::uuid`,
  );
  const byPool = new Map(rows.map((row) => [row.pool, row]));
  return {
    fixtureId,
    status: race.status,
    startAt: new Date(race.start_at),
    allowedChannels: race.allowed_channels,
    raceNumber: race.race_number,
    venueName: race.venue_name ?? '',
    starters: runners.filter((runner) => !runner.scratched).map((runner) => runner.horse_number),
    runners: runners.map((runner) => runner.horse_number),
    pools: TOTE_POOLS.map((pool) => {
      const row = byPool.get(pool);
      return {
        pool,
        enabled: row?.enabled ?? true,
        commissionBp: row?.commission_bp ?? POOL_SHAPES[pool].defaultCommissionBp,
        rowStatus: row?.status ?? 'OPEN',
        grossPaise: Number(row?.gross_paise ?? 0),
        carryInPaise: Number(row?.carry_in_paise ?? 0),
        outcome: row?.outcome ?? null,
      };
    }),
  };
}

/** The units on each combination of each pool of a race (the aggregate, never the tickets). */
export async function loadPoolUnits(
  db: Executor,
  fixtureId: string,
): Promise<Map<TotePool, Map<string, number>>> {
  const rows = await queryRows<{ pool: TotePool; combination: string; units: string | number }>(
    db,
    sql`select pool, combination, units from tote_pool_units
      where fixture_id = ${fixtureId}::uuid and units > 0`,
  );
  const units = new Map<TotePool, Map<string, number>>();
  for (const row of rows) {
    const pool = units.get(row.pool) ?? new Map<string, number>();
    pool.set(row.combination, Number(row.units));
    units.set(row.pool, pool);
  }
  return units;
}

/** A pool as the arithmetic takes it. */
export const poolBookOf = (
  race: RaceTote,
  state: PoolState,
  units: ReadonlyMap<string, number>,
  minDividendPaise: number,
): PoolBook => ({
  pool: state.pool,
  commissionBp: state.commissionBp,
  carryInPaise: state.carryInPaise,
  minDividendPaise,
  unitsByCombination: units,
  starters: race.starters,
});

/** What a pool shows: OPEN until the off, CLOSED after it, then what settlement decided. */
export function poolStatusOf(race: RaceTote, state: PoolState, now: Date): PoolStatus {
  if (state.rowStatus !== 'OPEN') return state.rowStatus;
  return raceTakesTickets(race, now) ? 'OPEN' : 'CLOSED';
}

const asRupees = (dividends: readonly CombinationDividend[]) =>
  dividends.map((dividend) => ({
    combination: [...dividend.combination],
    dividend: paiseToRupees(dividend.dividendPaise),
  }));

/**
 * The race's enabled pools as the card and the tote tab show them: status, commission, money
 * in (ours and any outside money the host holds), carry-forward in, approximates while the
 * pool is live (the host's, over the units table) and the dividends once settled.
 */
export async function getRacePools(
  db: Executor,
  host: ToteHost,
  fixtureId: string,
  now: Date,
  minDividendPaise: number,
): Promise<RacePool[] | undefined> {
  const race = await loadRaceTote(db, fixtureId);
  if (!race) return undefined;
  const units = await loadPoolUnits(db, fixtureId);
  const provisional = await provisionalFinish(db, fixtureId);
  return race.pools
    .filter((state) => state.enabled)
    .map((state) => {
      const status = poolStatusOf(race, state, now);
      const book = poolBookOf(race, state, units.get(state.pool) ?? new Map(), minDividendPaise);
      const outside = unitsToPaise(host.outsideUnits(book, fixtureId));
      const live = status === 'OPEN' || status === 'CLOSED';
      const outcome = state.outcome;
      return {
        pool: state.pool,
        status,
        commissionRate: state.commissionBp / 10_000,
        totalStake: paiseToRupees(state.grossPaise + outside),
        carryIn: paiseToRupees(state.carryInPaise),
        approximates: live ? asRupees(host.approximates(book, fixtureId)) : [],
        dividends: outcome && status === 'FINAL' ? asRupees(outcome.dividends) : [],
        ...(outcome ? { carryOut: paiseToRupees(outcome.carryOutPaise) } : {}),
        ...(provisional && live
          ? { probableDividends: asRupees(probableDividends(host, book, fixtureId, provisional)) }
          : {}),
      };
    });
}
