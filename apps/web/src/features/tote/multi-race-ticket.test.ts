import { BET_MESSAGES, MULTI_RACE_MESSAGES, multiRaceLines } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyMultiRaceDraft,
  findMultiRaceProblem,
  multiRaceCost,
  toggleLegHorse,
  toggleWholeLeg,
  toMultiRaceRequest,
  type MultiRaceDraft,
} from './multi-race-ticket';

const GST_28 = 2_800;
const POOL = '0b0a7e51-3c1e-4f55-9d1b-6a3cf9f1d001';

function pick(draft: MultiRaceDraft, taps: [leg: number, horse: number][]): MultiRaceDraft {
  return taps.reduce((next, [leg, horse]) => toggleLegHorse(next, leg, horse), draft);
}

describe('building a multi-race ticket', () => {
  it('a Jackpot of 2 × 1 × 3 × 1 × 2 horses is 12 lines; at 1 unit ₹120 + 28% GST is ₹153.60', () => {
    const draft = pick(emptyMultiRaceDraft(POOL, 5), [
      [0, 4],
      [0, 2],
      [1, 7],
      [2, 1],
      [2, 3],
      [2, 5],
      [3, 6],
      [4, 2],
      [4, 8],
    ]);
    expect(draft.picks).toEqual([[2, 4], [7], [1, 3, 5], [6], [2, 8]]);
    expect(multiRaceLines(draft.picks)).toBe(12);
    expect(multiRaceCost(draft, GST_28)).toEqual({
      combinations: 12,
      poolPaise: 12_000,
      cgstPaise: 1_680,
      sgstPaise: 1_680,
      totalPaise: 15_360,
    });
    expect(findMultiRaceProblem(draft, GST_28)).toBeNull();
    expect(toMultiRaceRequest(draft)).toEqual({
      pool: POOL,
      legs: [[2, 4], [7], [1, 3, 5], [6], [2, 8]],
      units: 1,
    });
  });

  it('a second tap takes the horse out of its leg only', () => {
    const draft = pick(emptyMultiRaceDraft(POOL, 3), [
      [0, 3],
      [1, 3],
      [0, 3],
    ]);
    expect(draft.picks).toEqual([[], [3], []]);
  });

  it('"All" picks every runner of a leg, and a second tap empties it', () => {
    const all = toggleWholeLeg(emptyMultiRaceDraft(POOL, 3), 1, [5, 1, 3]);
    expect(all.picks).toEqual([[], [1, 3, 5], []]);
    expect(toggleWholeLeg(all, 1, [5, 1, 3]).picks).toEqual([[], [], []]);
  });

  it('refuses an empty leg, a total under ₹100 or over ₹10,000, units that are not whole', () => {
    const treble = pick(emptyMultiRaceDraft(POOL, 3), [
      [0, 1],
      [1, 2],
    ]);
    expect(findMultiRaceProblem(treble, GST_28)).toBe(MULTI_RACE_MESSAGES.pickEveryLeg);
    const oneLine = pick(treble, [[2, 3]]);
    // 1 line × ₹10 + GST is ₹12.80: under ₹100.
    expect(findMultiRaceProblem(oneLine, GST_28)).toBe(MULTI_RACE_MESSAGES.ticketTooSmall);
    expect(findMultiRaceProblem({ ...oneLine, units: 8 }, GST_28)).toBeNull();
    expect(findMultiRaceProblem({ ...oneLine, units: 0 }, GST_28)).toBe(BET_MESSAGES.invalidAmount);
    expect(findMultiRaceProblem({ ...oneLine, units: 800 }, GST_28)).toBe(
      MULTI_RACE_MESSAGES.ticketTooLarge,
    );
  });

  it('for any picks, the lines are the product of the legs and the cost ₹10 a line a unit + GST', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }), {
          minLength: 3,
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 50 }),
        (legs, units) => {
          let draft = { ...emptyMultiRaceDraft(POOL, legs.length), units };
          legs.forEach((horses, leg) => {
            for (const horse of horses) draft = toggleLegHorse(draft, leg, horse);
          });
          const lines = legs.reduce((product, horses) => product * horses.length, 1);
          expect(multiRaceLines(draft.picks)).toBe(lines);
          const cost = multiRaceCost(draft, GST_28);
          expect(cost.poolPaise).toBe(lines * units * 1_000);
          expect(cost.totalPaise).toBe(cost.poolPaise + cost.cgstPaise + cost.sgstPaise);
          if (lines === 0) expect(findMultiRaceProblem(draft, GST_28)).not.toBeNull();
        },
      ),
    );
  });
});
