import { BET_MESSAGES, TOTE_MESSAGES, type RacePool } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeMode,
  changePool,
  draftApproximate,
  draftCombinations,
  draftCost,
  emptyDraft,
  findTicketProblem,
  modesOf,
  toggleHorse,
  toTicketRequest,
  type TicketDraft,
} from './tote-ticket';

const GST_40 = 4_000;
const RACE = '6f1c0a52-55e3-4a3e-9a4b-0b3f0c5e7a11';

function pick(draft: TicketDraft, taps: [column: number, horse: number][]): TicketDraft {
  return taps.reduce((next, [column, horse]) => toggleHorse(next, column, horse), draft);
}

function pool(name: RacePool['pool'], approximates: RacePool['approximates']): RacePool {
  return {
    pool: name,
    status: 'OPEN',
    commissionRate: 0.2,
    totalStake: 1000,
    carryIn: 0,
    approximates,
    dividends: [],
  };
}

describe('building a tote ticket', () => {
  it('straight: one horse a position, a horse moved to another position leaves the first', () => {
    const draft = pick(emptyDraft('FORECAST'), [
      [0, 3],
      [0, 5],
      [1, 5],
    ]);
    expect(draft.picks).toEqual([[], [5]]);
    expect(draftCombinations(pick(draft, [[0, 3]]))).toEqual([[3, 5]]);
  });

  it('banker: several horses in a position, less the combinations naming a horse twice', () => {
    const draft = pick(emptyDraft('FORECAST', 'BANKER'), [
      [0, 3],
      [1, 3],
      [1, 5],
      [1, 7],
    ]);
    expect(draftCombinations(draft)).toEqual([
      [3, 5],
      [3, 7],
    ]);
    expect(toTicketRequest(RACE, draft)).toEqual({
      sportFixture: RACE,
      pool: 'FORECAST',
      selections: [[3], [3, 5, 7]],
      box: false,
      units: 1,
    });
  });

  it('box: every order for Forecast and Tanala, each pair once for Quinella', () => {
    const box = (name: 'FORECAST' | 'QUINELLA' | 'TANALA') =>
      draftCombinations(
        pick(emptyDraft(name, 'BOX'), [
          [0, 2],
          [0, 4],
          [0, 6],
        ]),
      ).length;
    expect([box('FORECAST'), box('QUINELLA'), box('TANALA')]).toEqual([6, 3, 6]);
  });

  it('costs ₹14 a unit at 40% GST: a Forecast box of three at 2 units is ₹168', () => {
    const draft = {
      ...pick(emptyDraft('FORECAST', 'BOX'), [
        [0, 1],
        [0, 2],
        [0, 3],
      ]),
      units: 2,
    };
    expect(draftCost(draft, GST_40)).toEqual({
      combinations: 6,
      poolPaise: 12_000,
      cgstPaise: 2_400,
      sgstPaise: 2_400,
      totalPaise: 16_800,
    });
    expect(findTicketProblem(draft, GST_40)).toBeNull();
    expect(toTicketRequest(RACE, draft)).toMatchObject({ selections: [[1, 2, 3]], box: true });
  });

  it("says what is missing in the contract's words", () => {
    expect(findTicketProblem(pick(emptyDraft('FORECAST'), [[0, 1]]), GST_40)).toBe(
      TOTE_MESSAGES.pickHorses,
    );
    expect(
      findTicketProblem(
        pick(emptyDraft('TANALA', 'BOX'), [
          [0, 1],
          [0, 2],
        ]),
        GST_40,
      ),
    ).toBe(TOTE_MESSAGES.boxTooSmall);
    // A Quinella box of two is one combination: ₹14, under the ₹100 least.
    const small = pick(emptyDraft('QUINELLA', 'BOX'), [
      [0, 1],
      [0, 2],
    ]);
    expect(findTicketProblem(small, GST_40)).toBe(BET_MESSAGES.totalOutOfRange);
    expect(findTicketProblem({ ...small, units: 8 }, GST_40)).toBeNull();
    expect(findTicketProblem({ ...small, units: 715 }, GST_40)).toBe(BET_MESSAGES.totalOutOfRange);
    expect(findTicketProblem({ ...small, units: 0 }, GST_40)).toBe(BET_MESSAGES.invalidAmount);
  });

  it('offers a box only on pools of two or three positions, and keeps the horses on a switch', () => {
    expect(modesOf('WIN')).toEqual(['STRAIGHT', 'BANKER']);
    expect(modesOf('TANALA')).toEqual(['STRAIGHT', 'BANKER', 'BOX']);
    const straight = pick(emptyDraft('TANALA'), [
      [0, 4],
      [1, 2],
      [2, 9],
    ]);
    expect(changeMode(straight, 'BOX').picks).toEqual([[2, 4, 9], [], []]);
    expect(changePool({ ...changeMode(straight, 'BOX'), units: 3 }, 'WIN')).toEqual({
      pool: 'WIN',
      mode: 'STRAIGHT',
      picks: [[]],
      units: 3,
    });
  });

  it('shows the approximate of the combination built, or the range over several', () => {
    const forecast = pool('FORECAST', [
      { combination: [3, 5], dividend: 210 },
      { combination: [5, 3], dividend: 95.5 },
    ]);
    const one = pick(emptyDraft('FORECAST'), [
      [0, 3],
      [1, 5],
    ]);
    expect(draftApproximate(one, forecast)).toEqual({ low: 210, high: 210 });
    const box = changeMode(one, 'BOX');
    expect(draftApproximate(box, forecast)).toEqual({ low: 95.5, high: 210 });
    expect(draftApproximate(pick(one, [[1, 7]]), forecast)).toBeUndefined();
    // Quinella approximates are keyed by the sorted pair, whatever order the horses were tapped.
    const quinella = pool('QUINELLA', [{ combination: [3, 5], dividend: 95 }]);
    const reversed = pick(emptyDraft('QUINELLA'), [
      [0, 5],
      [1, 3],
    ]);
    expect(draftApproximate(reversed, quinella)).toEqual({ low: 95, high: 95 });
  });

  it('a box of n horses covers n(n-1) Forecast, n(n-1)/2 Quinella, n(n-1)(n-2) Tanala orders', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 3, maxLength: 12 }),
        (horses) => {
          const n = horses.length;
          const boxOf = (name: 'FORECAST' | 'QUINELLA' | 'TANALA') =>
            draftCombinations(
              pick(
                emptyDraft(name, 'BOX'),
                horses.map((horse) => [0, horse]),
              ),
            );
          expect(boxOf('FORECAST')).toHaveLength(n * (n - 1));
          expect(boxOf('QUINELLA')).toHaveLength((n * (n - 1)) / 2);
          const tanala = boxOf('TANALA');
          expect(tanala).toHaveLength(n * (n - 1) * (n - 2));
          expect(tanala.every((combination) => new Set(combination).size === 3)).toBe(true);
        },
      ),
    );
  });

  it('a tap twice on the same horse leaves the draft as it was, in every mode', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('STRAIGHT', 'BANKER', 'BOX' as const),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 14 })), {
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 14 }),
        (mode, taps, column, horse) => {
          const draft = pick(
            emptyDraft('TANALA', mode),
            taps.map(([c, h]) => [mode === 'BOX' ? 0 : c, h]),
          );
          const at = mode === 'BOX' ? 0 : column;
          if (draft.picks[at]?.includes(horse) || mode === 'STRAIGHT') return;
          expect(
            pick(draft, [
              [at, horse],
              [at, horse],
            ]),
          ).toEqual(draft);
        },
      ),
    );
  });
});
