import { type RacePool, type TotePool } from '@furlong/contract';
import { formatDividend } from '../../lib/rupee-amount';

/** What a pool's part of a result line says. */
export type PoolResultPart =
  | { kind: 'dividends'; pool: TotePool; dividends: string[]; refunded?: string }
  | { kind: 'carried'; pool: TotePool; amount: string }
  | { kind: 'refunded'; pool: TotePool };

/**
 * The pool fields a result line reads, from the race results (`carryForward`, `refunds`) or the
 * pools GET (`carryOut`).
 */
export type PoolOutcome = Pick<RacePool, 'pool' | 'status' | 'dividends'> & {
  carryOut?: number | undefined;
  carryForward?: number | undefined;
  /** Units refunded (scratched runners), GST excluded. */
  refunds?: number | undefined;
};

/**
 * A race's pools in the order results print them (Win, Place, SHP, THP, Forecast, Quinella,
 * Tanala, the order of the pools GET): each pool's dividends in the order declared (Place: one
 * per placed horse; a dead heat: one per winning combination), a pool nobody won carried
 * forward with its amount, a refunded pool as refunded. A pool with nothing declared yet is left
 * out.
 */
export function poolResultParts(pools: readonly PoolOutcome[]): PoolResultPart[] {
  return pools.flatMap((pool): PoolResultPart[] => {
    if (pool.status === 'REFUNDED') return [{ kind: 'refunded', pool: pool.pool }];
    if (pool.status === 'CARRIED') {
      const amount = pool.carryForward ?? pool.carryOut ?? 0;
      // A pool that took no money carries nothing worth printing.
      return amount > 0
        ? [{ kind: 'carried', pool: pool.pool, amount: formatDividend(amount) }]
        : [];
    }
    if (pool.dividends.length === 0) return [];
    const dividends = pool.dividends.map((declared) => formatDividend(declared.dividend));
    // Units on a scratched runner came back to their holders before the pool was worked out.
    const refunded = pool.refunds ? formatDividend(pool.refunds) : undefined;
    return [{ kind: 'dividends', pool: pool.pool, dividends, ...(refunded && { refunded }) }];
  });
}

/** Dividends worked out on a provisional result: "probable dividends" until it is official. */
export function isProbable(pools: readonly PoolOutcome[]): boolean {
  return pools.some((pool) => pool.status !== 'FINAL' && pool.dividends.length > 0);
}

/** The Win and Place approximates of each horse, for the race card's rows. */
export interface RunnerApproximates {
  win?: number;
  place?: number;
}

export function runnerApproximates(pools: readonly RacePool[]): Map<number, RunnerApproximates> {
  const byHorse = new Map<number, RunnerApproximates>();
  for (const pool of pools) {
    // The last approximates stay on the card from the off until the dividends are declared.
    const isLive = pool.status === 'OPEN' || pool.status === 'CLOSED';
    if (!isLive || (pool.pool !== 'WIN' && pool.pool !== 'PLACE')) continue;
    const field = pool.pool === 'WIN' ? 'win' : 'place';
    for (const approximate of pool.approximates) {
      const horse = approximate.combination[0];
      if (horse === undefined || approximate.combination.length !== 1) continue;
      byHorse.set(horse, { ...byHorse.get(horse), [field]: approximate.dividend });
    }
  }
  return byHorse;
}
