import { POOL_SHAPES, TOTE_POOLS, type PoolSettings, type TotePool } from '@furlong/contract';

/** One pool's row as the form holds it: commission as typed, in percent. */
export interface PoolRow {
  pool: TotePool;
  enabled: boolean;
  commissionPercent: string;
}

/** Every pool of the race, in TOTE_POOLS order; a pool the API did not list at its defaults. */
export function toRows(settings: PoolSettings): PoolRow[] {
  return TOTE_POOLS.map((pool) => {
    const setting = settings.pools.find((candidate) => candidate.pool === pool);
    const rate = setting?.commissionRate ?? POOL_SHAPES[pool].defaultCommissionBp / 10_000;
    return {
      pool,
      enabled: setting?.enabled ?? true,
      commissionPercent: formatPercent(rate),
    };
  });
}

/** 0.15 → "15", 0.175 → "17.5": no float noise in the field. */
function formatPercent(rate: number): string {
  return String(Math.round(rate * 10_000) / 100);
}

export const COMMISSION_PROBLEM = 'Enter a commission from 0 to 50%';

/** The PUT body, or the first pool whose commission is not a percentage from 0 to 50. */
export function toSettings(
  rows: readonly PoolRow[],
): { settings: PoolSettings } | { problem: TotePool } {
  const pools = [];
  for (const row of rows) {
    const percent = Number(row.commissionPercent);
    const isValid =
      /^\d{1,2}(\.\d{1,2})?$/.test(row.commissionPercent.trim()) && percent >= 0 && percent <= 50;
    if (!isValid) return { problem: row.pool };
    // Basis points first, so 17.5% is sent as 0.175 exactly as typed.
    pools.push({
      pool: row.pool,
      enabled: row.enabled,
      commissionRate: Math.round(percent * 100) / 10_000,
    });
  }
  return { settings: { pools } };
}
