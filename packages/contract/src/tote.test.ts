import { describe, expect, it } from 'vitest';
import {
  TOTE_UNIT_PAISE,
  ticketCombinations,
  toteTicketCost,
  toteTicketRequestSchema,
} from './tote';

describe('tote ticket combinations', () => {
  it('counts a box of n as n(n-1) Forecasts, n(n-1)/2 Quinellas and n(n-1)(n-2) Tanalas', () => {
    for (const n of [2, 3, 4, 5, 7]) {
      const horses = Array.from({ length: n }, (_, index) => index + 1);
      expect(ticketCombinations('FORECAST', [horses], true)).toHaveLength(n * (n - 1));
      expect(ticketCombinations('QUINELLA', [horses], true)).toHaveLength((n * (n - 1)) / 2);
      expect(ticketCombinations('TANALA', [horses], true)).toHaveLength(n * (n - 1) * (n - 2));
    }
  });

  it('takes the product of a banker ticket less the combinations that repeat a horse', () => {
    const combinations = ticketCombinations('TANALA', [[1], [2, 3], [2, 3, 4]], false);
    expect(combinations).toEqual([
      [1, 2, 3],
      [1, 2, 4],
      [1, 3, 2],
      [1, 3, 4],
    ]);
  });

  it('counts a Quinella once whichever order its horses are named in', () => {
    expect(
      ticketCombinations(
        'QUINELLA',
        [
          [1, 2],
          [1, 2],
        ],
        false,
      ),
    ).toEqual([[1, 2]]);
  });

  it('charges GST on top of what goes into the pool: a ₹10 unit costs ₹14 at 40%', () => {
    expect(toteTicketCost(1, 1, 4_000)).toEqual({
      combinations: 1,
      poolPaise: TOTE_UNIT_PAISE,
      cgstPaise: 200,
      sgstPaise: 200,
      totalPaise: 1_400,
    });
  });

  it('refuses a box on a one-horse pool and a straight ticket missing a position', () => {
    const race = '00000000-0000-4000-8000-000000000001';
    expect(
      toteTicketRequestSchema.safeParse({
        sportFixture: race,
        pool: 'WIN',
        selections: [[1, 2]],
        box: true,
        units: 1,
      }).success,
    ).toBe(false);
    expect(
      toteTicketRequestSchema.safeParse({
        sportFixture: race,
        pool: 'FORECAST',
        selections: [[1]],
        box: false,
        units: 1,
      }).success,
    ).toBe(false);
    expect(
      toteTicketRequestSchema.safeParse({
        sportFixture: race,
        pool: 'FORECAST',
        selections: [[1], [1]],
        box: false,
        units: 1,
      }).success,
    ).toBe(false);
    expect(
      toteTicketRequestSchema.safeParse({
        sportFixture: race,
        pool: 'FORECAST',
        selections: [[1], [2]],
        box: false,
        units: 1,
      }).success,
    ).toBe(true);
  });
});
