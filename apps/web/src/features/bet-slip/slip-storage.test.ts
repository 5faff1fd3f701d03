import { describe, expect, it } from 'vitest';
import type { SlipLine } from './slip-line';
import { readStoredSlip, SLIP_STORAGE_KEY, slipForPlayer, writeStoredSlip } from './slip-storage';

const line: SlipLine = {
  venue: 'BLR',
  venueName: 'Bangalore',
  raceDay: '2025-11-14',
  raceNumber: 1,
  market: 'WIN',
  horseNo: 3,
  horse: 'Star Dancer',
  odds: 4,
  sportFixture: 'race-1',
  selection: 'a',
  amount: '100',
  oddsChanged: false,
  isAvailable: true,
  eachWay: { selection: 'a-place', odds: 1.5, oddsChanged: false, isAvailable: true },
};

describe('the slip kept on the device', () => {
  it('reads back what it wrote, and an unreadable value as an empty slip', () => {
    writeStoredSlip({ owner: 'asha', lines: [line] });
    expect(readStoredSlip()).toEqual({ owner: 'asha', lines: [line] });

    localStorage.setItem(SLIP_STORAGE_KEY, '{"owner":1}');
    expect(readStoredSlip()).toEqual({ owner: null, lines: [] });
    localStorage.setItem(SLIP_STORAGE_KEY, 'not json');
    expect(readStoredSlip()).toEqual({ owner: null, lines: [] });
  });

  it('is adopted by the first player to sign in, kept for them, and never shown to another', () => {
    const visitors = { owner: null, lines: [line] };
    const ashas = slipForPlayer(visitors, 'asha');
    expect(ashas).toEqual({ owner: 'asha', lines: [line] });
    expect(slipForPlayer(ashas, 'asha')).toBe(ashas);
    expect(slipForPlayer(ashas, 'ravi')).toEqual({ owner: 'ravi', lines: [] });
  });
});
