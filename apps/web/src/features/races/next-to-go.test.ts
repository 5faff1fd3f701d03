import { describe, expect, it } from 'vitest';
import { buildSummary } from '../../test/race-data';
import { formatCountdown } from '../../lib/countdown';
import { nextToGo } from './next-to-go';

describe('next to go', () => {
  it('takes the open races soonest first, leaving results out', () => {
    const later = buildSummary({ raceNumber: 3, startDate: '2025-11-14T10:00:00.000Z' });
    const soon = buildSummary({ raceNumber: 2, startDate: '2025-11-14T09:00:00.000Z' });
    const done = buildSummary({
      raceNumber: 1,
      startDate: '2025-11-14T08:00:00.000Z',
      status: 'RESULT',
    });
    expect(nextToGo([later, done, soon], 3).map((race) => race.raceNumber)).toEqual([2, 3]);
    expect(nextToGo([later, done, soon], 1).map((race) => race.raceNumber)).toEqual([2]);
  });

  it('counts down in minutes and seconds, in hours beyond one, and stops at the off', () => {
    const off = '2025-11-14T10:00:00.000Z';
    expect(formatCountdown(off, Date.parse('2025-11-14T09:55:53.400Z'))).toBe('4:06');
    expect(formatCountdown(off, Date.parse('2025-11-14T08:55:00.000Z'))).toBe('1h 05m');
    expect(formatCountdown(off, Date.parse('2025-11-14T10:00:00.000Z'))).toBeNull();
  });
});
