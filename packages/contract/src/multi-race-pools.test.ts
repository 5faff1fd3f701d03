import { describe, expect, it } from 'vitest';
import {
  MULTI_RACE_MESSAGES,
  MULTI_RACE_SHAPES,
  multiRaceLines,
  multiRacePoolSettingsSchema,
  multiRaceTicketRequestSchema,
} from './multi-race-pools';

const pool = '2b0c5a1e-4a5e-4f7e-9d1a-0c1b2a3d4e5f';

describe('multi-race pools contract', () => {
  it('counts lines as the product of the horses named per leg', () => {
    expect(multiRaceLines([[1, 2], [3, 4, 5], [6]])).toBe(6);
    expect(multiRaceLines([[1], [2], [3], [4], [5]])).toBe(1);
    expect(multiRaceLines([])).toBe(0);
  });

  it('has a Treble of 3 legs, a Mini Jackpot of 4 and a Jackpot of 5, each at 25%', () => {
    expect(MULTI_RACE_SHAPES).toEqual({
      TREBLE: { legs: 3, defaultCommissionBp: 2_500 },
      MINI_JACKPOT: { legs: 4, defaultCommissionBp: 2_500 },
      JACKPOT: { legs: 5, defaultCommissionBp: 2_500 },
    });
  });

  it('refuses an empty leg, a horse twice in a leg, and fewer than 3 or more than 5 legs', () => {
    const parse = (legs: number[][]) =>
      multiRaceTicketRequestSchema.safeParse({ pool, legs, units: 1 });
    expect(parse([[1], [2], [3]]).success).toBe(true);
    expect(parse([[1], [], [3]]).error?.issues[0]?.message).toBe(MULTI_RACE_MESSAGES.pickEveryLeg);
    expect(parse([[1, 1], [2], [3]]).error?.issues[0]?.message).toBe(MULTI_RACE_MESSAGES.sameHorse);
    expect(parse([[1], [2]]).success).toBe(false);
    expect(parse([[1], [2], [3], [4], [5], [6]]).success).toBe(false);
  });

  it('defaults an operator setting to the first pool of its type at 25%', () => {
    const parsed = multiRacePoolSettingsSchema.parse({
      pools: [{ pool: 'TREBLE', legs: [pool, pool, pool] }],
    });
    expect(parsed.pools[0]).toMatchObject({ sequence: 1, commissionRate: 0.25 });
  });
});
