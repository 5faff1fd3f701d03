import type { TotePool } from '@furlong/contract';

/** Finishing order: placings[0] are the horses placed first (2+ = dead heat), placings[1] next... */
export type Finish = readonly (readonly number[])[];

export interface PoolBook {
  pool: TotePool;
  /** e.g. 1500 for 15%. */
  commissionBp: number;
  carryInPaise: number;
  /** Per ₹10 unit, default 1100 (₹11). */
  minDividendPaise: number;
  /** Units (₹10 each) staked on each combination, keyed by combinationKey(sorted-if-unordered). */
  unitsByCombination: ReadonlyMap<string, number>;
  /** Horses that started (non-runners/scratched excluded). */
  starters: readonly number[];
}

export interface CombinationDividend {
  combination: number[];
  dividendPaise: number;
  units: number;
}

export interface PoolOutcome {
  status: 'FINAL' | 'REFUNDED' | 'CARRIED';
  /** ALL units in the pool x 1000, refunded ones included. */
  grossPaise: number;
  /** Units on combinations naming a non-starter x 1000 (all of gross if REFUNDED). */
  refundPaise: number;
  commissionPaise: number;
  /** (gross - refund) - commission + carryIn. */
  netPaise: number;
  /** Per ₹10 unit, winning combinations that were backed. */
  dividends: CombinationDividend[];
  /** Sum of dividendPaise x units. */
  payoutPaise: number;
  breakagePaise: number;
  /** Paid by the house to reach the minimum dividend. */
  minusPoolTopUpPaise: number;
  /** Carried to the next pool (unbacked winners; REFUNDED: the carryIn). */
  carryOutPaise: number;
}

/** unitsByCombination may include combinations naming non-starters: those are refunded. */
export function settlePool(book: PoolBook, finish: Finish): PoolOutcome {
  void book;
  void finish;
  throw new Error('settlePool: not built yet');
}

/** Void race / abandoned meeting / too few starters: everything refunded, carryIn carried on. */
export function refundPool(book: PoolBook): PoolOutcome {
  void book;
  throw new Error('refundPool: not built yet');
}

/** Approximate dividend per ₹10 unit of each backed combination if it alone won now. */
export function approximateDividends(book: PoolBook): CombinationDividend[] {
  void book;
  throw new Error('approximateDividends: not built yet');
}

/** The winning combinations of a pool for a finish (exported for settlement and results). */
export function winningCombinations(pool: TotePool, finish: Finish, starters: number): number[][] {
  void pool;
  void finish;
  void starters;
  throw new Error('winningCombinations: not built yet');
}
