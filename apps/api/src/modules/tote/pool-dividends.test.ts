import type { TotePool } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import {
  approximateDividends,
  refundPool,
  settlePool,
  winningCombinations,
  type Finish,
  type PoolBook,
  type PoolOutcome,
} from './pool-dividends';

// Worked by hand: one unit is ₹10 = 1000 paise; N = gross - refund - commission + carryIn;
// dividend per unit = (N / backed winners / units) rounded down to 10 paise, at least ₹11.

const horses = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

function book(
  pool: TotePool,
  units: Record<string, number>,
  options: Partial<Omit<PoolBook, 'pool' | 'unitsByCombination'>> = {},
): PoolBook {
  return {
    pool,
    commissionBp: 1500,
    carryInPaise: 0,
    minDividendPaise: 1100,
    starters: horses(6),
    ...options,
    unitsByCombination: new Map(Object.entries(units)),
  };
}

/** Every paisa in is a paisa out. */
function expectConserved(outcome: PoolOutcome, carryInPaise: number): void {
  expect(
    outcome.payoutPaise +
      outcome.commissionPaise +
      outcome.breakagePaise +
      outcome.carryOutPaise +
      outcome.refundPaise,
  ).toBe(outcome.grossPaise + carryInPaise + outcome.minusPoolTopUpPaise);
}

const finish = (...placings: (number | number[])[]): Finish =>
  placings.map((placing) => (Array.isArray(placing) ? placing : [placing]));

describe('tote pools worked by hand', () => {
  it('Win: the winner shares the net pool', () => {
    // gross 100 units = 100,000; commission 15% = 15,000; N = 85,000.
    // Horse 2 (30 units): 85,000 / 30 = 2,833.33 per unit -> 2,830 (₹283.00); 30 x 2,830 = 84,900.
    // Breakage 85,000 - 84,900 = 100.
    const outcome = settlePool(book('WIN', { '1': 50, '2': 30, '3': 20 }), finish(2, 1, 3, 4));
    expect(outcome).toEqual({
      status: 'FINAL',
      grossPaise: 100_000,
      refundPaise: 0,
      commissionPaise: 15_000,
      netPaise: 85_000,
      dividends: [{ combination: [2], dividendPaise: 2_830, units: 30 }],
      payoutPaise: 84_900,
      breakagePaise: 100,
      minusPoolTopUpPaise: 0,
      carryOutPaise: 0,
    });
    expectConserved(outcome, 0);
  });

  it('Place with 8 starters pays three horses, one equal part of the net each', () => {
    // gross 100 units = 100,000; commission 15,000; N = 85,000; three parts of 28,333.33.
    // Horse 1 (10 units): 85,000 / 3 / 10 = 2,833.33 -> 2,830. Horse 3 (10): 2,830.
    // Horse 4 (20): 85,000 / 3 / 20 = 1,416.67 -> 1,410. Payout 28,300 + 28,300 + 28,200 = 84,800.
    const outcome = settlePool(
      book('PLACE', { '1': 10, '2': 60, '3': 10, '4': 20 }, { starters: horses(8) }),
      finish(1, 3, 4, 2, 5, 6, 7, 8),
    );
    expect(outcome.dividends).toEqual([
      { combination: [1], dividendPaise: 2_830, units: 10 },
      { combination: [3], dividendPaise: 2_830, units: 10 },
      { combination: [4], dividendPaise: 1_410, units: 20 },
    ]);
    expect(outcome.payoutPaise).toBe(84_800);
    expect(outcome.breakagePaise).toBe(200);
    expectConserved(outcome, 0);
  });

  it('Place with 7 starters pays two horses', () => {
    // N = 85,000 in two parts of 42,500. Horse 1 (10): 4,250. Horse 3 (10): 4,250. Horse 4 unplaced.
    const outcome = settlePool(
      book('PLACE', { '1': 10, '2': 60, '3': 10, '4': 20 }, { starters: horses(7) }),
      finish(1, 3, 4, 2, 5, 6, 7),
    );
    expect(outcome.dividends).toEqual([
      { combination: [1], dividendPaise: 4_250, units: 10 },
      { combination: [3], dividendPaise: 4_250, units: 10 },
    ]);
    expect(outcome.breakagePaise).toBe(0);
    expectConserved(outcome, 0);
  });

  it('SHP pays the horse second, THP the horse third', () => {
    // gross 50 units = 50,000; commission 7,500; N = 42,500.
    // SHP: horse 2 (20 units): 42,500 / 20 = 2,125 -> 2,120; payout 42,400; breakage 100.
    // THP: horse 1 (10 units): 42,500 / 10 = 4,250; payout 42,500; breakage 0.
    const units = { '1': 10, '2': 20, '3': 20 };
    const shp = settlePool(book('SHP', units, { starters: horses(5) }), finish(3, 2, 1, 4, 5));
    expect(shp.dividends).toEqual([{ combination: [2], dividendPaise: 2_120, units: 20 }]);
    expect(shp.breakagePaise).toBe(100);
    const thp = settlePool(book('THP', units, { starters: horses(5) }), finish(3, 2, 1, 4, 5));
    expect(thp.dividends).toEqual([{ combination: [1], dividendPaise: 4_250, units: 10 }]);
    expect(thp.breakagePaise).toBe(0);
    expectConserved(shp, 0);
    expectConserved(thp, 0);
  });

  it('Forecast: first and second in order, with the carry-forward added to the net', () => {
    // gross 20 units = 20,000; commission 20% = 4,000; carryIn 3,333; N = 19,333.
    // 1-2 (10 units): 19,333 / 10 = 1,933.3 -> 1,930; payout 19,300; breakage 33.
    const outcome = settlePool(
      book(
        'FORECAST',
        { '1-2': 10, '2-1': 5, '1-3': 5 },
        { commissionBp: 2000, carryInPaise: 3_333 },
      ),
      finish(1, 2, 3, 4, 5, 6),
    );
    expect(outcome.netPaise).toBe(19_333);
    expect(outcome.dividends).toEqual([{ combination: [1, 2], dividendPaise: 1_930, units: 10 }]);
    expect(outcome.breakagePaise).toBe(33);
    expectConserved(outcome, 3_333);
  });

  it('Quinella: the first two in either order; a key given unsorted counts with its sorted one', () => {
    // gross 20 units = 20,000; commission 4,000; N = 16,000.
    // {1,2} holds 6 + 2 = 8 units: 16,000 / 8 = 2,000; payout 16,000.
    const outcome = settlePool(
      book('QUINELLA', { '1-2': 6, '2-1': 2, '2-3': 12 }, { commissionBp: 2000 }),
      finish(2, 1, 3, 4, 5, 6),
    );
    expect(outcome.dividends).toEqual([{ combination: [1, 2], dividendPaise: 2_000, units: 8 }]);
    expect(outcome.payoutPaise).toBe(16_000);
    expectConserved(outcome, 0);
  });

  it('Tanala: first, second and third in order', () => {
    // gross 20 units = 20,000; commission 25% = 5,000; N = 15,000.
    // 2-1-3 (7 units): 15,000 / 7 = 2,142.86 -> 2,140; payout 14,980; breakage 20.
    const outcome = settlePool(
      book(
        'TANALA',
        { '1-2-3': 3, '2-1-3': 7, '3-2-1': 10 },
        { commissionBp: 2500, starters: horses(5) },
      ),
      finish(2, 1, 3, 4, 5),
    );
    expect(outcome.dividends).toEqual([{ combination: [2, 1, 3], dividendPaise: 2_140, units: 7 }]);
    expect(outcome.breakagePaise).toBe(20);
    expectConserved(outcome, 0);
  });
});

describe('dead heats', () => {
  it('Win: two horses dead-heating for first each take half the net', () => {
    // N = 85,000; two parts of 42,500. Horse 1 (10 units): 4,250. Horse 2 (30): 1,416.67 -> 1,410.
    // Payout 42,500 + 42,300 = 84,800; breakage 200.
    const outcome = settlePool(book('WIN', { '1': 10, '2': 30, '3': 60 }), finish([1, 2], 3, 4));
    expect(outcome.dividends).toEqual([
      { combination: [1], dividendPaise: 4_250, units: 10 },
      { combination: [2], dividendPaise: 1_410, units: 30 },
    ]);
    expect(outcome.breakagePaise).toBe(200);
    expectConserved(outcome, 0);
  });

  it('Forecast: a dead heat for first makes A-B and B-A win; an unbacked one gives its part to the other', () => {
    // gross 100 units = 100,000; commission 20,000; N = 80,000.
    // Winners 1-2 and 2-1; 2-1 has no units, so 1-2 (10 units) takes all: 8,000.
    const units = { '1-2': 10, '1-3': 10, '4-5': 80 };
    const first = settlePool(book('FORECAST', units, { commissionBp: 2000 }), finish([1, 2], 3));
    expect(first.dividends).toEqual([{ combination: [1, 2], dividendPaise: 8_000, units: 10 }]);
    expectConserved(first, 0);
    // A dead heat for second after 1: 1-2 and 1-3 win, 40,000 each, 10 units each: 4,000.
    const second = settlePool(book('FORECAST', units, { commissionBp: 2000 }), finish(1, [2, 3]));
    expect(second.dividends).toEqual([
      { combination: [1, 2], dividendPaise: 4_000, units: 10 },
      { combination: [1, 3], dividendPaise: 4_000, units: 10 },
    ]);
    expectConserved(second, 0);
  });

  it('a dead heat covers the positions from its rank on', () => {
    expect(winningCombinations('FORECAST', finish([1, 2], 3), 6)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(winningCombinations('QUINELLA', finish([1, 2], 3), 6)).toEqual([[1, 2]]);
    expect(winningCombinations('QUINELLA', finish(1, [3, 2]), 6)).toEqual([
      [1, 3],
      [1, 2],
    ]);
    expect(winningCombinations('SHP', finish([1, 2], 3), 6)).toEqual([[1], [2]]);
    expect(winningCombinations('THP', finish(1, [2, 3, 4]), 6)).toEqual([[2], [3], [4]]);
    expect(winningCombinations('TANALA', finish(1, 2, [3, 4]), 6)).toEqual([
      [1, 2, 3],
      [1, 2, 4],
    ]);
    // Place, 7 starters (two places): a dead heat for second places three horses.
    expect(winningCombinations('PLACE', finish(5, [2, 3], 4), 7)).toEqual([[5], [2], [3]]);
    // A pool that does not run with so few starters has no winners.
    expect(winningCombinations('PLACE', finish(1, 2, 3), 3)).toEqual([]);
  });
});

describe('pools that do not pay out', () => {
  it('an unbacked winner carries the net pool forward', () => {
    // gross 100,000; commission 15,000; N = 85,000, nobody backed horse 4: carried forward.
    const outcome = settlePool(book('WIN', { '1': 10, '2': 30, '3': 60 }), finish(4, 1, 2));
    expect(outcome).toMatchObject({
      status: 'CARRIED',
      commissionPaise: 15_000,
      netPaise: 85_000,
      dividends: [],
      payoutPaise: 0,
      carryOutPaise: 85_000,
    });
    expectConserved(outcome, 0);
  });

  it('too few starters refunds everything and carries the carry-forward on', () => {
    // Tanala needs 4 starters; 3 started. All 20 units (20,000) back; the 5,000 carried in goes on.
    const tanala = book(
      'TANALA',
      { '1-2-3': 3, '2-1-3': 7, '3-2-1': 10 },
      { starters: [1, 2, 3], carryInPaise: 5_000, commissionBp: 2500 },
    );
    const outcome = settlePool(tanala, finish(1, 2, 3));
    expect(outcome).toEqual({
      status: 'REFUNDED',
      grossPaise: 20_000,
      refundPaise: 20_000,
      commissionPaise: 0,
      netPaise: 5_000,
      dividends: [],
      payoutPaise: 0,
      breakagePaise: 0,
      minusPoolTopUpPaise: 0,
      carryOutPaise: 5_000,
    });
    expect(refundPool({ ...tanala, starters: horses(8) })).toEqual(outcome);
    expect(approximateDividends(tanala)).toEqual([]);
    expectConserved(outcome, 5_000);
  });

  it('units on a combination naming a scratched runner are refunded before the pool is worked out', () => {
    // Horse 4 scratched. gross 40 units = 40,000; refund 1-4 and 4-2 = 10 units = 10,000.
    // commission 20% of 30,000 = 6,000; N = 24,000; 1-2 (10 units): 2,400.
    const outcome = settlePool(
      book(
        'FORECAST',
        { '1-2': 10, '1-4': 5, '4-2': 5, '2-3': 20 },
        { commissionBp: 2000, starters: [1, 2, 3, 5] },
      ),
      finish(1, 2, 3, 5),
    );
    expect(outcome).toMatchObject({
      status: 'FINAL',
      grossPaise: 40_000,
      refundPaise: 10_000,
      commissionPaise: 6_000,
      netPaise: 24_000,
      dividends: [{ combination: [1, 2], dividendPaise: 2_400, units: 10 }],
    });
    expectConserved(outcome, 0);
  });

  it('a minus pool: the house tops the dividend up to ₹11', () => {
    // gross 100,000; commission 15,000; N = 85,000. Horse 1 (90 units): 944.4 -> 940 < 1,100.
    // Top-up (1,100 - 940) x 90 = 14,400; payout 99,000; breakage 85,000 - 84,600 = 400.
    const outcome = settlePool(book('WIN', { '1': 90, '2': 10 }), finish(1, 2, 3));
    expect(outcome).toMatchObject({
      status: 'FINAL',
      dividends: [{ combination: [1], dividendPaise: 1_100, units: 90 }],
      payoutPaise: 99_000,
      breakagePaise: 400,
      minusPoolTopUpPaise: 14_400,
    });
    expectConserved(outcome, 0);
  });
});

describe('approximate dividends', () => {
  it('Win: each backed horse as if it alone won', () => {
    // N = 85,000. 1 (10 units): 8,500. 2 (30): 2,833.3 -> 2,830. 3 (60): 1,416.7 -> 1,410.
    // Horse 9 is not a starter: left out.
    expect(approximateDividends(book('WIN', { '3': 60, '1': 10, '2': 30, '9': 4 }))).toEqual([
      { combination: [1], dividendPaise: 8_500, units: 10 },
      { combination: [2], dividendPaise: 2_830, units: 30 },
      { combination: [3], dividendPaise: 1_410, units: 60 },
    ]);
  });

  it('Place: a P-th of the net shared by the horse’s units, at least the minimum', () => {
    // 8 starters, P = 3; N = 85,000. 1 (10): 2,833.3 -> 2,830. 2 (60): 472.2 -> 470 -> 1,100.
    // 3 (10): 2,830. 4 (20): 1,416.7 -> 1,410.
    expect(
      approximateDividends(
        book('PLACE', { '1': 10, '2': 60, '3': 10, '4': 20 }, { starters: horses(8) }),
      ).map(({ dividendPaise }) => dividendPaise),
    ).toEqual([2_830, 1_100, 2_830, 1_410]);
  });

  it('Forecast: what settlePool would pay if that combination won', () => {
    const forecast = book('FORECAST', { '1-2': 10, '2-1': 5, '1-3': 5 }, { commissionBp: 2000 });
    const approximates = approximateDividends(forecast);
    for (const approximate of approximates) {
      const [first, second] = approximate.combination as [number, number];
      const rest = horses(6).filter((horse) => horse !== first && horse !== second);
      const settled = settlePool(forecast, finish(first, second, ...rest));
      expect(settled.dividends).toEqual([approximate]);
    }
    expect(approximates.map(({ combination }) => combination)).toEqual([
      [1, 2],
      [1, 3],
      [2, 1],
    ]);
  });
  it('works from the units by combination: 10,000 Tanala combinations in well under a second', () => {
    const units = new Map<string, number>();
    for (const first of horses(24))
      for (const second of horses(24))
        for (const third of horses(24))
          if (first !== second && second !== third && first !== third && units.size < 10_000)
            units.set(`${first}-${second}-${third}`, ((first * second + third) % 50) + 1);
    const tanala: PoolBook = {
      ...book('TANALA', {}),
      starters: horses(24),
      unitsByCombination: units,
    };
    const started = performance.now();
    const approximates = approximateDividends(tanala);
    expect(approximates).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('bad books', () => {
  it('refuses a finish naming a non-starter or a horse twice, and a malformed combination', () => {
    const win = book('WIN', { '1': 10 });
    expect(() => settlePool(win, finish(7, 1))).toThrow(RangeError);
    expect(() => settlePool(win, finish(1, 1))).toThrow(RangeError);
    expect(() => settlePool(book('FORECAST', { '1-1': 1 }), finish(1, 2))).toThrow(RangeError);
    expect(() => settlePool(book('FORECAST', { '1': 1 }), finish(1, 2))).toThrow(RangeError);
    expect(() => settlePool(book('WIN', { '1': -1 }), finish(1, 2))).toThrow(RangeError);
  });
});
