import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStandings } from '../races/standings';
import { pickFinish } from './pick-finish';

const field = fc
  .uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 14 })
  .chain((numbers) =>
    fc.tuple(
      fc.constant(numbers),
      fc.array(fc.double({ min: 0.1, max: 50, noNaN: true }), {
        minLength: numbers.length,
        maxLength: numbers.length,
      }),
    ),
  );

describe('pickFinish', () => {
  it('always gives a result declareResult accepts, dead heats included', () => {
    fc.assert(
      fc.property(
        field,
        fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 40 }),
        ([numbers, prices], rolls) => {
          let index = 0;
          const random = () => rolls[index++ % rolls.length] as number;
          const contenders = numbers.map((horseNumber, at) => ({
            horseNumber,
            winPrice: prices[at] as number,
          }));
          expect(() => checkStandings(pickFinish(contenders, random), numbers)).not.toThrow();
        },
      ),
    );
  });

  it('lets the favourite win more often than an outsider', () => {
    const contenders = [
      { horseNumber: 1, winPrice: 1 },
      { horseNumber: 2, winPrice: 20 },
    ];
    const wins = { 1: 0, 2: 0 };
    for (let race = 0; race < 2_000; race += 1) {
      const [winner] = pickFinish(contenders, Math.random);
      wins[winner?.horseNumber as 1 | 2] += 1;
    }
    expect(wins[1]).toBeGreaterThan(wins[2] * 3);
  });
});
