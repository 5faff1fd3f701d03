import { describe, expect, it } from 'vitest';
import type { SlipPick } from './slip-line';
import { slipReducer } from './slip-reducer';

const pick = (selection: string, odds = 4): SlipPick => ({
  venue: 'BLR',
  raceNumber: 1,
  market: 'WIN',
  horseNo: 3,
  horse: 'Star Dancer',
  odds,
  sportFixture: 'race-1',
  selection,
});

describe('slip reducer', () => {
  it('adds a selection once', () => {
    const once = slipReducer([], { type: 'add', pick: pick('a') });
    const twice = slipReducer(once, { type: 'add', pick: pick('a', 5) });

    expect(twice).toBe(once);
    expect(twice).toEqual([{ ...pick('a'), amount: '', oddsChanged: false, isAvailable: true }]);
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
