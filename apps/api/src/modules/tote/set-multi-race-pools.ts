import {
  MULTI_RACE_MESSAGES,
  MULTI_RACE_POOLS,
  MULTI_RACE_SHAPES,
  type MultiRacePoolSettings,
  type MultiRacePoolSettingsRead,
  type MultiRacePoolType,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database, Executor, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockRaceAgainstBetting } from '../races/race-betting-lock';
import { multiRacePoolsOfDay } from './multi-race-pools';
import { takeWaitingMultiRaceCarries } from './settle-multi-race';

const refuse = (message: string, path = 'pools') =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The day's multi-race pools as the operator sets them. */
export async function getMultiRacePoolSettings(
  db: Executor,
  day: string,
): Promise<MultiRacePoolSettingsRead> {
  const rows = await multiRacePoolsOfDay(db, day);
  const sold = new Set(
    (
      await queryRows<{ pool_id: string }>(
        db,
        sql`select distinct t.pool_id from multi_race_tickets t join multi_race_pools p on p.id = t.pool_id
          where p.race_day = ${day}::date`,
      )
    ).map((row) => row.pool_id),
  );
  return {
    pools: rows.map((row) => ({
      uid: row.id,
      pool: row.pool,
      sequence: row.sequence,
      legs: row.legs,
      commissionRate: row.commission_bp / 10_000,
      venue: row.venue_code,
      sold: sold.has(row.id) || Number(row.gross_paise) > 0,
    })),
  };
}

interface LegRace {
  id: string;
  venue_code: string;
  day: string;
  race_number: number;
}

/**
 * Checks that `legs` are consecutive races of one venue on `day`, in race order, as many as the
 * pool type has; answers the venue.
 */
async function venueOfLegs(
  db: Executor,
  day: string,
  pool: MultiRacePoolType,
  legs: readonly string[],
  path: string,
): Promise<string> {
  if (legs.length !== MULTI_RACE_SHAPES[pool].legs)
    throw refuse(MULTI_RACE_MESSAGES.wrongLegCount, path);
  const races = await queryRows<LegRace>(
    db,
    sql`select f.id, m.venue_code, m.day::text as day, f.race_number from fixtures f
      join meetings m on m.id = f.meeting_id
      where f.id in (select (jsonb_array_elements_text(${JSON.stringify(legs)}::jsonb))::uuid)`,
  );
  const byId = new Map(races.map((race) => [race.id, race]));
  const ordered = legs.map((leg) => byId.get(leg.toLowerCase()));
  const first = ordered[0];
  if (!first || ordered.some((race) => race === undefined))
    throw new AppError('NOT_FOUND', 'Race not found');
  const consecutive = ordered.every(
    (race, index) =>
      race !== undefined &&
      race.venue_code === first.venue_code &&
      race.day === day &&
      race.race_number === first.race_number + index,
  );
  if (!consecutive) throw refuse(MULTI_RACE_MESSAGES.legsNotConsecutive, path);
  return first.venue_code;
}

/**
 * Replaces the day's multi-race pools: new ones created, unsold ones changed or removed; a pool
 * that has sold a ticket must stay as it is (409). Each first leg's betting lock is taken
 * exclusively, so no sale is half-way through a pool that changes. Audit-logged.
 */
export async function setMultiRacePools(
  db: Database,
  actor: OperatorActor,
  day: string,
  body: MultiRacePoolSettings,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await queryRows<{
      id: string;
      pool: MultiRacePoolType;
      sequence: number;
      legs: string[];
      commission_bp: number;
      gross_paise: string | number;
      sold: boolean;
    }>(
      tx,
      sql`select p.id, p.pool, p.sequence, p.legs, p.commission_bp, p.gross_paise,
          (p.gross_paise > 0 or p.status <> 'OPEN'
            or exists (select 1 from multi_race_tickets t where t.pool_id = p.id)) as sold
        from multi_race_pools p where p.race_day = ${day}::date order by p.id for update`,
    );
    const legsToLock = new Set<string>();
    for (const row of existing) if (row.legs[0]) legsToLock.add(row.legs[0]);
    for (const pool of body.pools) if (pool.legs[0]) legsToLock.add(pool.legs[0].toLowerCase());
    for (const leg of [...legsToLock].sort()) await lockRaceAgainstBetting(tx, leg);

    const byId = new Map(existing.map((row) => [row.id, row]));
    const kept = new Set<string>();
    const changes: Record<string, unknown>[] = [];
    const created: string[] = [];
    for (const [index, setting] of body.pools.entries()) {
      const path = `pools.${index}.legs`;
      const venue = await venueOfLegs(tx, day, setting.pool, setting.legs, path);
      const legs = setting.legs.map((leg) => leg.toLowerCase());
      const commissionBp = Math.round(setting.commissionRate * 10_000);
      const row = setting.uid ? byId.get(setting.uid.toLowerCase()) : undefined;
      if (setting.uid && !row) throw new AppError('NOT_FOUND', 'Pool not found');
      if (row) {
        kept.add(row.id);
        const same =
          row.pool === setting.pool &&
          row.sequence === setting.sequence &&
          JSON.stringify(row.legs) === JSON.stringify(legs) &&
          row.commission_bp === commissionBp;
        if (same) continue;
        if (row.sold) throw new AppError('CONFLICT', MULTI_RACE_MESSAGES.legsChanged);
        await tx.execute(
          sql`update multi_race_pools set pool = ${setting.pool}, sequence = ${setting.sequence},
              venue_code = ${venue}, legs = ${JSON.stringify(legs)}::jsonb, commission_bp = ${commissionBp},
              updated_at = ${now.toISOString()}::timestamptz
            where id = ${row.id}::uuid`,
        );
        changes.push({ uid: row.id, pool: setting.pool, legs, commissionBp });
        continue;
      }
      const id = await insertPool(
        tx,
        day,
        venue,
        setting.pool,
        setting.sequence,
        legs,
        commissionBp,
        now,
      );
      created.push(id);
      changes.push({ uid: id, pool: setting.pool, legs, commissionBp });
    }
    for (const row of existing) {
      if (kept.has(row.id)) continue;
      if (row.sold) throw new AppError('CONFLICT', MULTI_RACE_MESSAGES.legsChanged);
      await tx.execute(sql`delete from multi_race_pools where id = ${row.id}::uuid`);
      changes.push({ removed: row.id });
    }
    for (const id of created) await takeWaitingMultiRaceCarries(tx, id);
    for (const change of changes)
      await auditOperator(
        tx,
        actor,
        'race-day.multi-race-pool',
        String(change.uid ?? change.removed),
        {
          day,
          ...change,
        },
      );
  });
}

/** Creates one multi-race pool (no check of its legs: the caller's); 409 when it exists. */
export async function insertPool(
  tx: Transaction,
  day: string,
  venue: string,
  pool: MultiRacePoolType,
  sequence: number,
  legs: readonly string[],
  commissionBp: number,
  now: Date,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into multi_race_pools (race_day, venue_code, pool, sequence, legs, commission_bp, updated_at)
      values (${day}::date, ${venue}, ${pool}, ${sequence}, ${JSON.stringify(legs)}::jsonb,
        ${commissionBp}, ${now.toISOString()}::timestamptz)
      on conflict (race_day, venue_code, pool, sequence) do nothing returning id`,
  );
  if (!row)
    throw new AppError(
      'CONFLICT',
      `There is already a ${pool} number ${sequence} at ${venue} that day.`,
    );
  return row.id;
}

/**
 * The demo race day's multi-race pools at one venue (issue 28): a Treble, Mini Jackpot and
 * Jackpot over its last 3, 4 and 5 races, each when the venue has that many. Idempotent.
 */
export async function addDemoMultiRacePools(
  db: Database,
  day: string,
  venue: string,
  raceIds: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const pool of MULTI_RACE_POOLS) {
      const count = MULTI_RACE_SHAPES[pool].legs;
      if (raceIds.length < count) continue;
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into multi_race_pools (race_day, venue_code, pool, sequence, legs, commission_bp, updated_at)
          values (${day}::date, ${venue}, ${pool}, 1, ${JSON.stringify(raceIds.slice(-count))}::jsonb,
            ${MULTI_RACE_SHAPES[pool].defaultCommissionBp}, ${now.toISOString()}::timestamptz)
          on conflict (race_day, venue_code, pool, sequence) do nothing returning id`,
      );
      if (row) await takeWaitingMultiRaceCarries(tx, row.id);
    }
  });
}
