import { describe, expect, it } from 'vitest';
import type { SlipPick } from './slip-line';
import { slipReducer } from './slip-reducer';

const pick = (selection: string, odds = 4, sportFixture = 'race-1'): SlipPick => ({
  venue: 'BLR',
  venueName: 'Bangalore',
  raceDay: '2025-11-14',
  raceNumber: 1,
  market: 'WIN',
  horseNo: 3,
  horse: 'Star Dancer',
  odds,
  sportFixture,
  selection,
});

describe('slip reducer', () => {
  it('adds a selection once', () => {
    const once = slipReducer([], { type: 'add', pick: pick('a') });
    const twice = slipReducer(once, { type: 'add', pick: pick('a', 5) });

    expect(twice).toBe(once);
    expect(twice).toEqual([
      { ...pick('a'), amount: '', oddsChanged: false, isAvailable: true, eachWay: null },
    ]);
  });

  it('takes new prices with a flag, marks scratched offers, and keeps the array when nothing moved', () => {
    let lines = slipReducer([], { type: 'add', pick: pick('a') });
    lines = slipReducer(lines, { type: 'add', pick: pick('b') });
    lines = slipReducer(lines, { type: 'add', pick: pick('c') });

    const repriced = slipReducer(lines, {
      type: 'reprice',
      offers: new Map([
        ['a', 5],
        ['b', null],
        ['c', 4],
      ]),
    });

    expect(
      repriced.map(({ odds, oddsChanged, isAvailable }) => ({ odds, oddsChanged, isAvailable })),
    ).toEqual([
      { odds: 5, oddsChanged: true, isAvailable: true },
      { odds: 4, oddsChanged: false, isAvailable: false },
      { odds: 4, oddsChanged: false, isAvailable: true },
    ]);
    expect(slipReducer(repriced, { type: 'reprice', offers: new Map([['a', 5]]) })).toBe(repriced);
  });
});

describe('slip reducer with the player’s price-change setting', () => {
  const lines = slipReducer([], { type: 'add', pick: pick('a', 4) });
  const moveTo = (price: number, policy: 'ASK' | 'HIGHER' | 'ANY') =>
    slipReducer(lines, { type: 'reprice', offers: new Map([['a', price]]), policy })[0];

  it('asks about every move by default', () => {
    expect(moveTo(5, 'ASK')).toMatchObject({ odds: 5, oddsChanged: true });
  });

  it('takes a higher price unasked but asks about a lower one when set to HIGHER', () => {
    expect(moveTo(5, 'HIGHER')).toMatchObject({ odds: 5, oddsChanged: false });
    expect(moveTo(3, 'HIGHER')).toMatchObject({ odds: 3, oddsChanged: true });
  });

  it('takes any price unasked when set to ANY', () => {
    expect(moveTo(3, 'ANY')).toMatchObject({ odds: 3, oddsChanged: false });
  });
});

describe('slip reducer: stakes and each-way', () => {
  const two = [pick('a'), pick('b', 3, 'race-2')].reduce(
    (lines, each) => slipReducer(lines, { type: 'add', pick: each }),
    [] as ReturnType<typeof slipReducer>,
  );

  it('adds a quick stake to what the line holds: ₹100 twice is ₹200, never past five digits', () => {
    let lines = slipReducer(two, { type: 'addStake', selection: 'a', rupees: 100 });
    lines = slipReducer(lines, { type: 'addStake', selection: 'a', rupees: 100 });
    expect(lines[0]?.amount).toBe('200');
    lines = slipReducer(lines, { type: 'setAmount', selection: 'a', amount: '99000' });
    lines = slipReducer(lines, { type: 'addStake', selection: 'a', rupees: 5000 });
    expect(lines[0]?.amount).toBe('99999');
    expect(lines[1]?.amount).toBe('');
  });

  it('sets the same stake on every line', () => {
    const lines = slipReducer(two, { type: 'setEveryAmount', amount: '250' });
    expect(lines.map((line) => line.amount)).toEqual(['250', '250']);
    expect(slipReducer(lines, { type: 'setEveryAmount', amount: '250' })).toBe(lines);
  });

  it('holds an each-way Place part on a Win line, repriced and marked like the line', () => {
    const place = { selection: 'a-place', odds: 1.5, isAvailable: true };
    let lines = slipReducer(two, { type: 'setEachWay', selection: 'a', place });
    expect(lines[0]?.eachWay).toEqual({ ...place, oddsChanged: false });

    lines = slipReducer(lines, { type: 'reprice', offers: new Map([['a-place', 1.8]]) });
    expect(lines[0]?.eachWay).toEqual({ ...place, odds: 1.8, oddsChanged: true });
    expect(lines[0]?.oddsChanged).toBe(false);

    lines = slipReducer(lines, { type: 'reprice', offers: new Map([['a-place', null]]) });
    expect(lines[0]?.eachWay?.isAvailable).toBe(false);
    expect(lines[0]?.isAvailable).toBe(true);

    lines = slipReducer(lines, { type: 'setEachWay', selection: 'a', place: null });
    expect(lines[0]?.eachWay).toBeNull();
  });

  it('takes no each-way part on a line that is not Win', () => {
    const placeLine = slipReducer([], { type: 'add', pick: { ...pick('p'), market: 'PLACE' } });
    const place = { selection: 'x', odds: 1.5, isAvailable: true };
    expect(
      slipReducer(placeLine, { type: 'setEachWay', selection: 'p', place })[0]?.eachWay,
    ).toBeNull();
  });

  it('removes the lines placed and keeps the others', () => {
    const lines = slipReducer(two, { type: 'removeMany', selections: new Set(['a']) });
    expect(lines.map((line) => line.selection)).toEqual(['b']);
    expect(slipReducer(lines, { type: 'removeMany', selections: new Set(['zz']) })).toBe(lines);
  });
});
