import { combinationKey, POOL_SHAPES, TOTE_UNIT_PAISE, type TotePool } from '@furlong/contract';
import { type Finish, placesPaid, winningCombinations } from './winning-combinations';

export { placesPaid, winningCombinations, type Finish } from './winning-combinations';

/**
 * The tote's arithmetic (issue 27, decision 058, docs/rules.md "Tote pools"): which
 * combinations win a finish, and how a pool's money is shared among them. Pure: the pool's
 * units arrive aggregated by combination, so the work grows with the combinations backed,
 * never with the tickets. Money is worked in BigInt paise and answered as safe integers.
 */

export interface PoolBook {
  pool: TotePool;
  /** e.g. 1500 for 15%. */
  commissionBp: number;
  carryInPaise: number;
  /** Per ₹10 unit, default 1100 (₹11); raised to a whole 10 paise if it is not one. */
  minDividendPaise: number;
  /** Units (₹10 each) staked on each combination, keyed by combinationKey(sorted-if-unordered). */
  unitsByCombination: ReadonlyMap<string, number>;
  /** Horses that started (non-runners/scratched excluded). */
  starters: readonly number[];
}

export interface CombinationDividend {
  combination: number[];
  /** Per ₹10 unit, a whole 10 paise. */
  dividendPaise: number;
  units: number;
}

export interface PoolOutcome {
  status: 'FINAL' | 'REFUNDED' | 'CARRIED';
  /** Every unit in the pool x 1000, the refunded ones included. */
  grossPaise: number;
  /** Units on combinations naming a non-starter x 1000 (all of gross if REFUNDED). */
  refundPaise: number;
  /** floor((gross - refund) x commissionBp / 10000); 0 if REFUNDED. */
  commissionPaise: number;
  /** (gross - refund) - commission + carryIn: what the winners share. */
  netPaise: number;
  /** Per ₹10 unit, the winning combinations that were backed. */
  dividends: CombinationDividend[];
  /** Sum of dividendPaise x units (minimum-dividend top-up included). */
  payoutPaise: number;
  /**
   * net - sum of (dividend before the minimum x units): the rounding down to 10 paise and the
   * paise an equal split leaves over.
   */
  breakagePaise: number;
  /** Paid by the house to reach the minimum dividend. */
  minusPoolTopUpPaise: number;
  /** Carried to the next pool (no winning combination backed: net; REFUNDED: the carryIn). */
  carryOutPaise: number;
}

// payout + commission + breakage + carryOut + refund = gross + carryIn + minusPoolTopUp, always.

const UNIT_PAISE = BigInt(TOTE_UNIT_PAISE);
/** Dividends are declared in whole 10 paise per ₹10 unit. */
const DIVIDEND_STEP = 10n;

interface Backing {
  combination: number[];
  units: bigint;
}

interface WorkedPool {
  grossPaise: bigint;
  refundPaise: bigint;
  commissionPaise: bigint;
  netPaise: bigint;
  /** The units on combinations of starters only, by (normalised) key. */
  backings: Map<string, Backing>;
}

/** Void race / abandoned meeting / too few starters: everything refunded, carryIn carried on. */
export function refundPool(book: PoolBook): PoolOutcome {
  const worked = workOutPool(book);
  const carryIn = BigInt(book.carryInPaise);
  return answer({
    status: 'REFUNDED',
    grossPaise: worked.grossPaise,
    refundPaise: worked.grossPaise,
    commissionPaise: 0n,
    netPaise: carryIn,
    dividends: [],
    payoutPaise: 0n,
    breakagePaise: 0n,
    minusPoolTopUpPaise: 0n,
    carryOutPaise: carryIn,
  });
}

/** unitsByCombination may include combinations naming non-starters: those are refunded. */
export function settlePool(book: PoolBook, finish: Finish): PoolOutcome {
  const starters = new Set(book.starters);
  if (starters.size < POOL_SHAPES[book.pool].minStarters) return refundPool(book);
  checkFinish(finish, starters);
  const worked = workOutPool(book);
  const backed = winningCombinations(book.pool, finish, starters.size)
    .map((combination) => worked.backings.get(combinationKey(combination)))
    .filter((backing): backing is Backing => backing !== undefined);
  const money = {
    grossPaise: worked.grossPaise,
    refundPaise: worked.refundPaise,
    commissionPaise: worked.commissionPaise,
    netPaise: worked.netPaise,
  };
  if (backed.length === 0) {
    return answer({
      status: 'CARRIED',
      ...money,
      dividends: [],
      payoutPaise: 0n,
      breakagePaise: 0n,
      minusPoolTopUpPaise: 0n,
      carryOutPaise: worked.netPaise,
    });
  }
  // One equal part of the net per backed winning combination (an unbacked winner's part goes to
  // the others), shared by the units on it.
  const parts = BigInt(backed.length);
  const minimum = minimumDividend(book);
  let payout = 0n;
  let beforeMinimum = 0n;
  let topUp = 0n;
  const dividends = backed.map(({ combination, units }) => {
    const rounded = dividendPerUnit(worked.netPaise, parts * units);
    const dividend = rounded < minimum ? minimum : rounded;
    beforeMinimum += rounded * units;
    topUp += (dividend - rounded) * units;
    payout += dividend * units;
    return { combination, dividendPaise: toSafe(dividend), units: toSafe(units) };
  });
  return answer({
    status: 'FINAL',
    ...money,
    dividends,
    payoutPaise: payout,
    breakagePaise: worked.netPaise - beforeMinimum,
    minusPoolTopUpPaise: topUp,
    carryOutPaise: 0n,
  });
}

/**
 * Approximate dividend per ₹10 unit of each backed combination if it alone won now: the net
 * shared by its units, as settlePool would (rounding, minimum). Place: as one of the P placed
 * horses, so a P-th of the net. None for a pool that would be refunded; combinations naming a
 * non-starter are left out (they are refunded). Sorted by combination.
 */
export function approximateDividends(book: PoolBook): CombinationDividend[] {
  const starters = new Set(book.starters).size;
  if (starters < POOL_SHAPES[book.pool].minStarters) return [];
  const worked = workOutPool(book);
  const parts = BigInt(book.pool === 'PLACE' ? placesPaid(starters) : 1);
  const minimum = minimumDividend(book);
  return [...worked.backings.values()]
    .sort((a, b) => compareCombinations(a.combination, b.combination))
    .map(({ combination, units }) => {
      const rounded = dividendPerUnit(worked.netPaise, parts * units);
      return {
        combination,
        dividendPaise: toSafe(rounded < minimum ? minimum : rounded),
        units: toSafe(units),
      };
    });
}

/** money / shares, rounded down to a whole 10 paise. */
function dividendPerUnit(money: bigint, shares: bigint): bigint {
  return (money / (shares * DIVIDEND_STEP)) * DIVIDEND_STEP;
}

function minimumDividend(book: PoolBook): bigint {
  const minimum = BigInt(book.minDividendPaise);
  if (minimum < 0n) throw new RangeError('minDividendPaise must not be negative');
  return ((minimum + DIVIDEND_STEP - 1n) / DIVIDEND_STEP) * DIVIDEND_STEP;
}

/** Gross, refund of combinations naming a non-starter, commission and net of a running pool. */
function workOutPool(book: PoolBook): WorkedPool {
  const shape = POOL_SHAPES[book.pool];
  if (
    !Number.isSafeInteger(book.commissionBp) ||
    book.commissionBp < 0 ||
    book.commissionBp > 10_000
  )
    throw new RangeError('commissionBp must be a whole number from 0 to 10000');
  if (!Number.isSafeInteger(book.carryInPaise) || book.carryInPaise < 0)
    throw new RangeError('carryInPaise must be a whole number of paise, not negative');
  const starters = new Set(book.starters);
  let gross = 0n;
  let refund = 0n;
  const backings = new Map<string, Backing>();
  for (const [key, count] of book.unitsByCombination) {
    if (!Number.isSafeInteger(count) || count < 0)
      throw new RangeError(`units on ${key} must be a whole number, not negative`);
    if (count === 0) continue;
    const units = BigInt(count);
    const combination = parseCombination(key, shape.positions, shape.unordered);
    gross += units * UNIT_PAISE;
    if (!combination.every((horse) => starters.has(horse))) {
      refund += units * UNIT_PAISE;
      continue;
    }
    const normalised = combinationKey(combination);
    const held = backings.get(normalised);
    backings.set(normalised, { combination, units: (held?.units ?? 0n) + units });
  }
  const commission = ((gross - refund) * BigInt(book.commissionBp)) / 10_000n;
  return {
    grossPaise: gross,
    refundPaise: refund,
    commissionPaise: commission,
    netPaise: gross - refund - commission + BigInt(book.carryInPaise),
    backings,
  };
}

function parseCombination(key: string, positions: number, unordered: boolean): number[] {
  const horses = key.split('-').map(Number);
  if (
    horses.length !== positions ||
    !horses.every((horse) => Number.isSafeInteger(horse) && horse > 0) ||
    new Set(horses).size !== horses.length
  )
    throw new RangeError(`"${key}" is not a combination of ${positions} different horses`);
  return unordered ? horses.sort((a, b) => a - b) : horses;
}

function checkFinish(finish: Finish, starters: ReadonlySet<number>): void {
  const seen = new Set<number>();
  for (const group of finish) {
    if (group.length === 0) throw new RangeError('a placing of the finish names no horse');
    for (const horse of group) {
      if (!starters.has(horse) || seen.has(horse))
        throw new RangeError(`horse ${horse} is not a starter placed once in the finish`);
      seen.add(horse);
    }
  }
}

function compareCombinations(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function toSafe(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError('a pool sum passed 2^53 paise');
  return number;
}

type MoneyField = Exclude<keyof PoolOutcome, 'status' | 'dividends'>;
type OutcomeInPaise = Pick<PoolOutcome, 'status' | 'dividends'> & Record<MoneyField, bigint>;

function answer(outcome: OutcomeInPaise): PoolOutcome {
  return {
    status: outcome.status,
    grossPaise: toSafe(outcome.grossPaise),
    refundPaise: toSafe(outcome.refundPaise),
    commissionPaise: toSafe(outcome.commissionPaise),
    netPaise: toSafe(outcome.netPaise),
    dividends: outcome.dividends,
    payoutPaise: toSafe(outcome.payoutPaise),
    breakagePaise: toSafe(outcome.breakagePaise),
    minusPoolTopUpPaise: toSafe(outcome.minusPoolTopUpPaise),
    carryOutPaise: toSafe(outcome.carryOutPaise),
  };
}
