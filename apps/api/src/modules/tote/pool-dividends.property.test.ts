import { POOL_SHAPES, TOTE_POOLS, type TotePool } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approximateDividends,
  settlePool,
  type CombinationDividend,
  type Finish,
  type PoolBook,
} from './pool-dividends';

/**
 * The engine against a reference written another way: winners by enumerating every order of
 * the placed horses the finish allows (a dead heat's horses in any order), money in BigInt
 * rationals, one combination at a time.
 */

interface Drawn {
  book: PoolBook;
  finish: Finish;
}

const oneOrMore = fc.oneof(
  { weight: 5, arbitrary: fc.constant(1) },
  { weight: 2, arbitrary: fc.integer({ min: 2, max: 3 }) },
);

const drawnPool: fc.Arbitrary<Drawn> = fc
  .record({ pool: fc.constantFrom(...TOTE_POOLS), field: fc.integer({ min: 3, max: 10 }) })
  .chain(({ pool, field }) => {
    const horses = Array.from({ length: field }, (_, index) => index + 1);
    const positions = POOL_SHAPES[pool].positions;
    const units = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 1_000 }));
    return fc.record({
      pool: fc.constant(pool),
      scratched: fc.subarray(horses, { maxLength: 3 }),
      order: fc.shuffledSubarray(horses, { minLength: field, maxLength: field }),
      heats: fc.array(oneOrMore, { minLength: field, maxLength: field }),
      placingsKept: fc.option(fc.integer({ min: 1, max: field }), { nil: undefined }),
      bets: fc.array(
        fc.tuple(
          fc.uniqueArray(fc.constantFrom(...horses), {
            minLength: positions,
            maxLength: positions,
          }),
          units,
        ),
        { maxLength: 25 },
      ),
      onTheFinish: fc.array(units, { maxLength: 2 }),
      commissionBp: fc.integer({ min: 0, max: 5_000 }),
      carryInPaise: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
      minDividendPaise: fc.oneof(fc.constant(1_100), fc.integer({ min: 0, max: 3_000 })),
    });
  })
  .map((drawn) => {
    const starters = drawn.order.filter((horse) => !drawn.scratched.includes(horse));
    const placings: number[][] = [];
    for (let next = 0, heat = 0; next < starters.length; heat += 1) {
      const size = drawn.heats[heat] ?? 1;
      placings.push(starters.slice(next, next + size));
      next += size;
    }
    const finish = placings.slice(0, drawn.placingsKept ?? placings.length);
    const unitsByCombination = new Map<string, number>();
    const back = (combination: readonly number[], units: number) => {
      const key = combination.join('-');
      unitsByCombination.set(key, (unitsByCombination.get(key) ?? 0) + units);
    };
    for (const [combination, units] of drawn.bets) back(combination, units);
    // Units on the finish as it ran, so plenty of pools have a backed winner.
    const top = drawn.order.slice(0, POOL_SHAPES[drawn.pool].positions);
    for (const units of drawn.onTheFinish) back(top, units);
    return {
      book: {
        pool: drawn.pool,
        commissionBp: drawn.commissionBp,
        carryInPaise: drawn.carryInPaise,
        minDividendPaise: drawn.minDividendPaise,
        unitsByCombination,
        starters: [...starters].sort((a, b) => a - b),
      },
      finish,
    };
  });

/** Every order of the placed horses the finish allows: a dead heat's horses in any order. */
function ordersOf(finish: Finish): number[][] {
  const permutations = (horses: readonly number[]): number[][] =>
    horses.length === 0
      ? [[]]
      : horses.flatMap((horse, index) =>
          permutations(horses.filter((_, other) => other !== index)).map((rest) => [
            horse,
            ...rest,
          ]),
        );
  return finish.reduce<number[][]>(
    (orders, placing) =>
      orders.flatMap((order) => permutations(placing).map((tail) => [...order, ...tail])),
    [[]],
  );
}

/** The identity of a combination in a pool: a Quinella forgets the order. */
function identity(pool: TotePool, horses: readonly number[]): string {
  return (pool === 'QUINELLA' ? [...horses].sort((a, b) => a - b) : [...horses]).join(',');
}

function referenceWinners(pool: TotePool, finish: Finish, starters: number): Set<string> {
  const winners = new Set<string>();
  for (const order of ordersOf(finish)) {
    const take = (from: number, to: number) => {
      if (order.length >= to) winners.add(identity(pool, order.slice(from, to)));
    };
    if (pool === 'WIN') take(0, 1);
    if (pool === 'SHP') take(1, 2);
    if (pool === 'THP') take(2, 3);
    if (pool === 'FORECAST' || pool === 'QUINELLA') take(0, 2);
    if (pool === 'TANALA') take(0, 3);
    if (pool === 'PLACE')
      for (let index = 0; index < (starters > 7 ? 3 : 2); index += 1) take(index, index + 1);
  }
  return winners;
}

interface Reference {
  gross: bigint;
  refund: bigint;
  commission: bigint;
  net: bigint;
  /** Units by identity, combinations of starters only. */
  units: Map<string, bigint>;
  minimum: bigint;
}

function reference(book: PoolBook): Reference {
  let gross = 0n;
  let refund = 0n;
  const units = new Map<string, bigint>();
  for (const [key, count] of book.unitsByCombination) {
    const horses = key.split('-').map(Number);
    const paise = BigInt(count) * 1000n;
    gross += paise;
    if (horses.some((horse) => !book.starters.includes(horse))) refund += paise;
    else {
      const id = identity(book.pool, horses);
      units.set(id, (units.get(id) ?? 0n) + BigInt(count));
    }
  }
  // Commission: (gross - refund) x bp / 10000, rounded down (BigInt division truncates).
  const commission = ((gross - refund) * BigInt(book.commissionBp)) / 10000n;
  let minimum = BigInt(book.minDividendPaise);
  if (minimum % 10n !== 0n) minimum += 10n - (minimum % 10n);
  return {
    gross,
    refund,
    commission,
    net: gross - refund - commission + BigInt(book.carryInPaise),
    units,
    minimum,
  };
}

/** The rational net / (parts x units), floored to the paisa, then down to a whole 10 paise. */
function referenceDividend(net: bigint, parts: bigint, units: bigint, minimum: bigint): bigint {
  const paise = net / (parts * units);
  const dividend = paise - (paise % 10n);
  return dividend < minimum ? minimum : dividend;
}

const byIdentity = (pool: TotePool, dividends: CombinationDividend[]) =>
  new Map(dividends.map((dividend) => [identity(pool, dividend.combination), dividend]));

describe('tote pools (properties)', () => {
  it('conserves every paisa and pays the reference dividend on every winning combination', () => {
    fc.assert(
      fc.property(drawnPool, ({ book, finish }) => {
        const outcome = settlePool(book, finish);
        const expected = reference(book);

        expect(
          outcome.payoutPaise +
            outcome.commissionPaise +
            outcome.breakagePaise +
            outcome.carryOutPaise +
            outcome.refundPaise,
        ).toBe(outcome.grossPaise + book.carryInPaise + outcome.minusPoolTopUpPaise);
        expect(BigInt(outcome.grossPaise)).toBe(expected.gross);
        expect(outcome.breakagePaise).toBeGreaterThanOrEqual(0);
        expect(outcome.minusPoolTopUpPaise).toBeGreaterThanOrEqual(0);

        if (book.starters.length < POOL_SHAPES[book.pool].minStarters) {
          expect(outcome).toMatchObject({
            status: 'REFUNDED',
            refundPaise: outcome.grossPaise,
            commissionPaise: 0,
            dividends: [],
            carryOutPaise: book.carryInPaise,
          });
          return;
        }
        expect(BigInt(outcome.refundPaise)).toBe(expected.refund);
        expect(BigInt(outcome.commissionPaise)).toBe(expected.commission);
        expect(BigInt(outcome.netPaise)).toBe(expected.net);

        const winners = referenceWinners(book.pool, finish, book.starters.length);
        const backed = [...winners].filter((id) => expected.units.has(id));
        if (backed.length === 0) {
          expect(outcome).toMatchObject({
            status: 'CARRIED',
            dividends: [],
            payoutPaise: 0,
            carryOutPaise: outcome.netPaise,
          });
          return;
        }
        expect(outcome.status).toBe('FINAL');
        expect(outcome.carryOutPaise).toBe(0);
        const paid = byIdentity(book.pool, outcome.dividends);
        expect([...paid.keys()].sort()).toEqual([...backed].sort());
        let payout = 0n;
        for (const id of backed) {
          const units = expected.units.get(id) ?? 0n;
          const dividend = referenceDividend(
            expected.net,
            BigInt(backed.length),
            units,
            expected.minimum,
          );
          expect(paid.get(id)).toMatchObject({
            dividendPaise: Number(dividend),
            units: Number(units),
          });
          expect(Number(dividend) % 10).toBe(0);
          expect(Number(dividend)).toBeGreaterThanOrEqual(book.minDividendPaise);
          payout += dividend * units;
        }
        expect(BigInt(outcome.payoutPaise)).toBe(payout);
      }),
      { numRuns: 4_000 },
    );
  });

  it('approximates each backed combination of starters as settlePool would if it alone won', () => {
    fc.assert(
      fc.property(drawnPool, ({ book }) => {
        const approximates = approximateDividends(book);
        if (book.starters.length < POOL_SHAPES[book.pool].minStarters) {
          expect(approximates).toEqual([]);
          return;
        }
        const expected = reference(book);
        const places = BigInt(book.starters.length > 7 ? 3 : 2);
        const parts = book.pool === 'PLACE' ? places : 1n;
        const approximated = byIdentity(book.pool, approximates);
        expect([...approximated.keys()].sort()).toEqual([...expected.units.keys()].sort());
        for (const [id, units] of expected.units) {
          const dividend = referenceDividend(expected.net, parts, units, expected.minimum);
          expect(approximated.get(id)?.dividendPaise).toBe(Number(dividend));
        }
        if (book.pool === 'PLACE') return;
        // The finish where that combination alone wins: its horses in order (after one other
        // starter for SHP, two for THP), then the rest, no dead heat.
        const ahead = book.pool === 'SHP' ? 1 : book.pool === 'THP' ? 2 : 0;
        for (const approximate of approximates) {
          const others = book.starters.filter((horse) => !approximate.combination.includes(horse));
          const order = [
            ...others.slice(0, ahead),
            ...approximate.combination,
            ...others.slice(ahead),
          ];
          const finish = order.map((horse) => [horse]);
          expect(settlePool(book, finish).dividends).toEqual([approximate]);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
