import { describe, expect, it } from 'vitest';
import { BET_MESSAGES } from './bet-slip';
import {
  betsInMultiple,
  MULTIPLE_MESSAGES,
  multipleLegSets,
  multipleTicketRupees,
  placeMultipleRequestSchema,
} from './multiples';

describe('multiples', () => {
  it('counts a Kenchi as every double and larger accumulator: 3 legs 4 bets, 4: 11, 5: 26, 6: 57', () => {
    expect([3, 4, 5, 6].map((legs) => betsInMultiple('KENCHI', legs, false))).toEqual([
      4, 11, 26, 57,
    ]);
    expect([3, 4, 5, 6].map((legs) => multipleLegSets('KENCHI', legs).length)).toEqual([
      4, 11, 26, 57,
    ]);
    expect(multipleLegSets('KENCHI', 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });

  it('doubles the bets each-way and makes an Accumulator one bet on every leg', () => {
    expect(betsInMultiple('ACCUMULATOR', 4, true)).toBe(2);
    expect(multipleLegSets('ACCUMULATOR', 4)).toEqual([[0, 1, 2, 3]]);
  });

  it('refuses two legs in the same race and more than six legs', () => {
    const leg = (race: number) => ({
      sportFixture: `00000000-0000-4000-8000-00000000000${race}`,
      selection: '00000000-0000-4000-8000-000000000009',
      market: 'WIN' as const,
      odds: 2,
    });
    const body = (legs: ReturnType<typeof leg>[]) => ({
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs,
    });
    expect(placeMultipleRequestSchema.safeParse(body([leg(1), leg(1)])).success).toBe(false);
    expect(placeMultipleRequestSchema.safeParse(body([1, 2, 3, 4, 5, 6, 7].map(leg))).success).toBe(
      false,
    );
    expect(placeMultipleRequestSchema.safeParse(body([leg(1), leg(2)])).success).toBe(true);
  });

  it('keeps the ticket price (unit stake x bets) within ₹100-10,000 and each-way legs on Win and Place prices', () => {
    const leg = (race: number, placeOdds?: number) => ({
      sportFixture: `00000000-0000-4000-8000-00000000000${race}`,
      selection: '00000000-0000-4000-8000-000000000009',
      market: 'WIN' as const,
      odds: 2,
      ...(placeOdds === undefined ? {} : { placeOdds }),
    });
    const legs = [leg(1, 0.5), leg(2, 0.75), leg(3, 1)];
    const parse = (body: object) => placeMultipleRequestSchema.safeParse(body);
    // Kenchi of 3: 4 bets; each-way 8.
    expect(multipleTicketRupees('KENCHI', 3, true, 25)).toBe(200);
    expect(parse({ kind: 'KENCHI', eachWay: false, unitStake: 2500, legs }).success).toBe(true);
    const over = parse({ kind: 'KENCHI', eachWay: true, unitStake: 1251, legs });
    expect(over.error?.issues.map((issue) => issue.message)).toContain(
      BET_MESSAGES.totalOutOfRange,
    );
    expect(parse({ kind: 'KENCHI', eachWay: false, unitStake: 24, legs }).success).toBe(false);
    expect(parse({ kind: 'KENCHI', eachWay: true, unitStake: 25, legs }).success).toBe(true);
    // Each-way without the Place price shown is placed at the Place price of the moment; an
    // each-way leg on the Place market is refused.
    expect(
      parse({ kind: 'ACCUMULATOR', eachWay: true, unitStake: 100, legs: [leg(1, 0.5), leg(2)] })
        .success,
    ).toBe(true);
    const placeLeg = parse({
      kind: 'ACCUMULATOR',
      eachWay: true,
      unitStake: 100,
      legs: [leg(1, 0.5), { ...leg(2), market: 'PLACE' }],
    });
    expect(placeLeg.error?.issues.map((issue) => issue.message)).toContain(
      MULTIPLE_MESSAGES.eachWayWinLegs,
    );
  });
});
