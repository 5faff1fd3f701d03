import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePrices, marketChances, priceFromChance } from './derive-prices';
import { finishingChances, winChances } from './harville';

describe('Harville finishing chances', () => {
  it('reads Win chances from prices with the overround taken out in proportion', () => {
    // 1-1, 2-1, 5-1 imply 1/2, 1/3, 1/6: a book of exactly 100 %.
    expect(winChances([100, 200, 500])).toEqual([
      expect.closeTo(1 / 2, 12),
      expect.closeTo(1 / 3, 12),
      expect.closeTo(1 / 6, 12),
    ]);
    // Evens twice is a book of 100 % + 100 %: each is a half.
    expect(winChances([0, 0].map(() => 100))).toEqual([0.5, 0.5]);
  });

  it('matches the hand-worked three-runner race', () => {
    // p = 1/2, 1/3, 1/6. Second for A: (1/3)(1/2)/(2/3) + (1/6)(1/2)/(5/6) = 1/4 + 1/10.
    // Second for B: (1/2)(1/3)/(1/2) + (1/6)(1/3)/(5/6) = 1/3 + 1/15; for C: 1/6 + 1/12.
    // With three runners, third is what is left: A 3/20, B 4/15, C 7/12.
    const chances = finishingChances([1 / 2, 1 / 3, 1 / 6]);
    const expected = [
      [1 / 2, 7 / 20, 3 / 20],
      [1 / 3, 2 / 5, 4 / 15],
      [1 / 6, 1 / 4, 7 / 12],
    ];
    chances.forEach((byPosition, runner) =>
      byPosition.forEach((chance, position) =>
        expect(chance).toBeCloseTo(expected[runner]![position]!, 12),
      ),
    );
  });

  it('prices the hand-worked four-runner SHP and Place books with a 20 % margin', () => {
    // 1-1, 3-1, 4-1, 19-1: p = .5, .25, .2, .05. Second for A:
    // .25(.5)/.75 + .2(.5)/.8 + .05(.5)/.95 = .3179825; B .3256579; C .2771930; D .0791667.
    // SHP price = 1 / (chance × 1.2) − 1, rounded down: 1.62, 1.55, 2.00, 9.52.
    expect(derivePrices('SHP', [100, 300, 400, 1_900], 2_000)).toEqual([162, 155, 200, 952]);
    // Four starters pay two places: Place chance = first + second:
    // A .8179825 → 1/(.9815790) − 1 = 0.0187 → 0.01; B .5756579 → 0.44; C .4771930 → 0.74;
    // D .1291667 → 5.45.
    expect(derivePrices('PLACE', [100, 300, 400, 1_900], 2_000)).toEqual([1, 44, 74, 545]);
    // Third for D over the six first-second pairs before it, p_j × p_k/(1 − p_j) × .05/(1 − p_j − p_k):
    // AB .05, AC .0333333, BA .0333333, BC .0060606, CA .0208333, CB .0056818 = .1492424.
    expect(marketChances('THP', [0.5, 0.25, 0.2, 0.05])![3]).toBeCloseTo(0.1492424, 6);
  });

  it('leaves a market alone where it does not pay (under four starters)', () => {
    expect(derivePrices('SHP', [100, 200, 500], 1_500)).toBeUndefined();
    expect(derivePrices('PLACE', [100, 200, 500], 1_500)).toBeUndefined();
  });

  it('keeps a price within 0.01 and 999', () => {
    expect(priceFromChance(0.999, 2_000)).toBe(1);
    expect(priceFromChance(0, 2_000)).toBe(99_900);
    expect(priceFromChance(0.000_01, 0)).toBe(99_900);
  });
});

const winPrices = fc.array(fc.integer({ min: 1, max: 99_900 }), { minLength: 4, maxLength: 16 });

describe('Harville, for any Win book', () => {
  it('gives each position chances that sum to 1, and each runner positions that sum to at most 1', () => {
    fc.assert(
      fc.property(winPrices, (prices) => {
        const chances = finishingChances(winChances(prices));
        for (const position of [0, 1, 2]) {
          const total = chances.reduce((sum, byPosition) => sum + byPosition[position]!, 0);
          expect(total).toBeCloseTo(1, 9);
        }
        for (const byPosition of chances) {
          expect(byPosition[0] + byPosition[1] + byPosition[2]).toBeLessThanOrEqual(1 + 1e-9);
        }
      }),
    );
  });

  it('never prices a shorter Win runner longer in Place, and the book is places × (1 + margin) before rounding', () => {
    fc.assert(
      fc.property(winPrices, fc.integer({ min: 0, max: 5_000 }), (prices, marginBp) => {
        const place = derivePrices('PLACE', prices, marginBp)!;
        const order = prices.map((_, i) => i).sort((a, b) => prices[a]! - prices[b]!);
        for (let n = 1; n < order.length; n += 1) {
          expect(place[order[n - 1]!]).toBeLessThanOrEqual(place[order[n]!]!);
        }
        const chances = marketChances('PLACE', winChances(prices))!;
        const places = prices.length >= 8 ? 3 : 2;
        expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(places, 9);
        // Rounding down only makes a price shorter, so the priced book is at least the target
        // wherever no price hit the 0.01 floor or the 999 ceiling.
        if (place.every((hundredths) => hundredths > 1 && hundredths < 99_900)) {
          const book = place.reduce((sum, hundredths) => sum + 100 / (hundredths + 100), 0);
          expect(book).toBeGreaterThanOrEqual(places * (1 + marginBp / 10_000) - 1e-9);
        }
      }),
    );
  });
});
