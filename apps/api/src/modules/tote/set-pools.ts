import { POOL_SHAPES, TOTE_POOLS, type PoolSettings, type TotePool } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockRaceAgainstBetting } from '../races/race-betting-lock';

/** Why a pool's settings cannot change any more. */
export const POOL_SETTING_MESSAGES = {
  sold: (pool: TotePool) =>
    `Tickets have been sold in the ${pool} pool: it cannot be switched off or its commission changed.`,
  settled: (pool: TotePool) => `The ${pool} pool has been worked out: its settings cannot change.`,
  twice: 'Each pool may be set once.',
  bestOfToteOff:
    'The race is off: best of price and tote can no longer be switched (it holds for the bets struck while it was on).',
} as const;

/** Every pool of a race with its setting (defaults for the pools nobody set). */
export async function getPoolSettings(
  db: Executor,
  fixtureId: string,
): Promise<PoolSettings | undefined> {
  const [race] = await queryRows<{ id: string; best_of_tote: boolean }>(
    db,
    sql`select id, best_of_tote from fixtures where id = ${fixtureId}::uuid`,
  );
  if (!race) return undefined;
  const rows = await queryRows<{ pool: TotePool; enabled: boolean; commission_bp: number }>(
    db,
    sql`select pool, enabled, commission_bp from tote_pools where fixture_id = ${fixtureId}::uuid`,
  );
  const byPool = new Map(rows.map((row) => [row.pool, row]));
  return {
    pools: TOTE_POOLS.map((pool) => {
      const row = byPool.get(pool);
      return {
        pool,
        enabled: row?.enabled ?? true,
        commissionRate: (row?.commission_bp ?? POOL_SHAPES[pool].defaultCommissionBp) / 10_000,
      };
    }),
    bestOfTote: race.best_of_tote,
  };
}

/**
 * Switches a race's pools on or off and sets their commission, each only while no ticket has
 * been sold in it (409 otherwise: the tickets were bought at the pool's terms), and the race's
 * best-of-price-and-tote promise on or off before the off (409 after it). The race's
 * betting lock is held exclusively meanwhile, so no sale is half-way through a pool that
 * changes, and every sale after this sees the new setting. Audit-logged.
 */
export async function setPoolSettings(
  db: Database,
  actor: OperatorActor,
  fixtureId: string,
  body: PoolSettings,
  now: Date,
): Promise<RaceChange | undefined> {
  const pools = body.pools.map((setting) => setting.pool);
  if (new Set(pools).size !== pools.length)
    throw new AppError('VALIDATION_FAILED', POOL_SETTING_MESSAGES.twice, [
      { path: 'pools', message: POOL_SETTING_MESSAGES.twice },
    ]);
  return db.transaction(async (tx) => {
    await lockRaceAgainstBetting(tx, fixtureId);
    const [race] = await queryRows<{ id: string; best_of_tote: boolean; start_at: Date | string }>(
      tx,
      sql`select id, best_of_tote, start_at from fixtures where id = ${fixtureId}::uuid`,
    );
    if (!race) throw notFound('Race');
    // Best of price and tote (decision 066): each bet records at placement whether it holds, so
    // the switch means something only until the off.
    const bestOfTote =
      body.bestOfTote !== undefined && body.bestOfTote !== race.best_of_tote
        ? body.bestOfTote
        : undefined;
    if (bestOfTote !== undefined && now.getTime() >= new Date(race.start_at).getTime())
      throw new AppError('CONFLICT', POOL_SETTING_MESSAGES.bestOfToteOff);
    const rows = await queryRows<{
      pool: TotePool;
      enabled: boolean;
      commission_bp: number;
      status: string;
      gross_paise: string | number;
    }>(
      tx,
      sql`select pool, enabled, commission_bp, status, gross_paise from tote_pools
        where fixture_id = ${fixtureId}::uuid for update`,
    );
    const byPool = new Map(rows.map((row) => [row.pool, row]));
    const changes: { pool: TotePool; enabled: boolean; commissionBp: number }[] = [];
    for (const setting of body.pools) {
      const row = byPool.get(setting.pool);
      const commissionBp = Math.round(setting.commissionRate * 10_000);
      const enabled = row?.enabled ?? true;
      const current = row?.commission_bp ?? POOL_SHAPES[setting.pool].defaultCommissionBp;
      if (enabled === setting.enabled && current === commissionBp) continue;
      if (row && row.status !== 'OPEN')
        throw new AppError('CONFLICT', POOL_SETTING_MESSAGES.settled(setting.pool));
      if (row && Number(row.gross_paise) > 0)
        throw new AppError('CONFLICT', POOL_SETTING_MESSAGES.sold(setting.pool));
      changes.push({ pool: setting.pool, enabled: setting.enabled, commissionBp });
    }
    for (const change of changes) {
      await tx.execute(
        sql`insert into tote_pools (fixture_id, pool, enabled, commission_bp, updated_at)
          values (${fixtureId}::uuid, ${change.pool}, ${change.enabled}, ${change.commissionBp},
            ${now.toISOString()}::timestamptz)
          on conflict (fixture_id, pool) do update
            set enabled = excluded.enabled, commission_bp = excluded.commission_bp,
              updated_at = excluded.updated_at`,
      );
    }
    const [changed] =
      bestOfTote === undefined
        ? []
        : await queryRows<RaceChange>(
            tx,
            sql`update fixtures set best_of_tote = ${bestOfTote}, version = version + 1,
              updated_at = ${now.toISOString()}::timestamptz where id = ${fixtureId}::uuid
              returning id, version, status`,
          );
    if (changes.length > 0 || bestOfTote !== undefined)
      await auditOperator(tx, actor, 'race.tote-pools', fixtureId, {
        pools: changes.map((change) => ({
          pool: change.pool,
          enabled: change.enabled,
          commissionRate: change.commissionBp / 10_000,
        })),
        ...(bestOfTote !== undefined ? { bestOfTote } : {}),
      });
    return changed;
  });
}

/** The race row after a change its card shows (for the caller to announce). */
export interface RaceChange {
  id: string;
  version: number;
  status: string;
}
