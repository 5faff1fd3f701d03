import { describe, expect, it } from 'vitest';
import { buildSummary, reference } from '../../test/race-data';
import { groupVenuesByCountry, pickFeaturedRace } from './venue-races';

describe('venue panel grouping', () => {
  it('leads to the first race still open, else the first race', () => {
    const done = buildSummary({
      raceNumber: 1,
      startDate: '2025-11-14T06:00:00.000Z',
      status: 'PAID',
    });
    const open = buildSummary({
      raceNumber: 3,
      startDate: '2025-11-14T08:00:00.000Z',
      status: 'PUBLISHED',
    });
    const soon = buildSummary({
      raceNumber: 2,
      startDate: '2025-11-14T07:00:00.000Z',
      status: 'NEW',
    });

    expect(pickFeaturedRace([open, done, soon])).toBe(soon);
    expect(pickFeaturedRace([{ ...open, status: 'RESULT' }, done])).toBe(done);
  });

  it('lists every country, with no venues when it has no races that day', () => {
    const race = buildSummary({ venue: 'MYS', venueName: 'Mysore race course', country: 'IN' });

    const countries = groupVenuesByCountry(reference, [race]);

    expect(
      countries.map((country) => [country.name, country.venues.map((venue) => venue.name)]),
    ).toEqual([
      ['India', ['Mysore']],
      ['France', []],
    ]);
  });
});
