import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveField, type FieldPrice } from './move-field';

const book = (prices: readonly FieldPrice[]) =>
  prices.reduce((sum, price) => sum + 100 / (price.priceHundredths + 100), 0);
const field = (...hundredths: number[]) =>
  hundredths.map((priceHundredths, index) => ({ horseNumber: index + 1, priceHundredths }));

describe('moving the field', () => {
  it('shortens every price by 10 %: each chance × 1.1', () => {
    // 1-1 (.5) → .55 → 0.82; 3-1 (.25) → .275 → 2.64; 4-1 (.2) → .22 → 3.55.
    expect(moveField(field(100, 300, 400), 10)).toEqual(field(82, 264, 355));
  });

  it('drifts every price by 20 %: each chance × 0.8', () => {
    // 1-1 (.5) → .4 → 1.50; 3-1 (.25) → .2 → 4.00.
    expect(moveField(field(100, 300), -20)).toEqual(field(150, 400));
  });

  it('shortens one runner and drifts the rest to keep the book', () => {
    // Book .5 + .25 + .25 = 1. Horse 2 shortens 20 %: .25 → .3; the others share .7 in
    // proportion (.5 × .7/.75 = .466667 → 1.14; .25 × .7/.75 = .233333 → 3.29).
    const moved = moveField(field(100, 300, 300), 20, 2);
    expect(moved).toEqual(field(114, 233, 329));
  });

  it('refuses a runner moved past the whole book', () => {
    expect(() => moveField(field(100, 100), 50, 1)).not.toThrow();
    expect(() => moveField(field(10, 900), 50, 1)).toThrow(/no room/);
  });

  it('refuses a horse not in the market', () => {
    expect(() => moveField(field(100, 300), 10, 7)).toThrow(/Horse 7/);
  });
});

const prices = fc.array(fc.integer({ min: 20, max: 5_000 }), { minLength: 2, maxLength: 20 });
const percent = fc
  .integer({ min: -5_000, max: 5_000 })
  .filter((n) => n !== 0)
  .map((n) => n / 100);
// Rounding a price to the hundredth moves its chance by at most 0.005 / (price + 1)².
const roundingSlack = (moved: readonly FieldPrice[]) =>
  moved.reduce((sum, price) => sum + (0.5 / (price.priceHundredths + 100) ** 2) * 100, 0) + 1e-9;
const unclamped = (moved: readonly FieldPrice[]) =>
  moved.every((price) => price.priceHundredths > 1 && price.priceHundredths < 99_900);

describe('moving the field, for any market', () => {
  it('scales the book by 1 + percent/100, every price one way', () => {
    fc.assert(
      fc.property(prices, percent, (hundredths, by) => {
        const before = field(...hundredths);
        const moved = moveField(before, by);
        moved.forEach((price, index) =>
          by > 0
            ? expect(price.priceHundredths).toBeLessThanOrEqual(before[index]!.priceHundredths)
            : expect(price.priceHundredths).toBeGreaterThanOrEqual(before[index]!.priceHundredths),
        );
        if (unclamped(moved)) {
          expect(Math.abs(book(moved) - book(before) * (1 + by / 100))).toBeLessThanOrEqual(
            roundingSlack(moved),
          );
        }
      }),
    );
  });

  it('keeps the book when one runner moves, the others the other way', () => {
    fc.assert(
      fc.property(prices, percent, fc.nat(), (hundredths, by, pick) => {
        const before = field(...hundredths);
        const horse = before[pick % before.length]!.horseNumber;
        let moved: FieldPrice[];
        try {
          moved = moveField(before, by, horse);
        } catch {
          return; // no room: refused
        }
        if (unclamped(moved)) {
          expect(Math.abs(book(moved) - book(before))).toBeLessThanOrEqual(roundingSlack(moved));
        }
        moved.forEach((price, index) => {
          const was = before[index]!.priceHundredths;
          const shorter = price.horseNumber === horse ? by > 0 : by < 0;
          if (shorter) expect(price.priceHundredths).toBeLessThanOrEqual(was);
          else expect(price.priceHundredths).toBeGreaterThanOrEqual(was);
        });
      }),
    );
  });
});
