import { indiaClockOf, indiaDayOf } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { buildRaceCards } from './build-race-card';
import { planDay } from './meeting-calendar';
import { derivePrices, ODDS_LADDER, stepOnLadder } from './odds-ladder';
import { zonedInstant } from './zoned-time';

const DAYS = ['2025-01-06', '2025-03-14', '2025-07-01', '2025-10-26', '2025-12-31'];

describe('demo race cards', () => {
  it('keeps every meeting inside its India day with 6 to 10 races and 6 to 14 runners', () => {
    for (const day of DAYS) {
      const plans = planDay(day);
      expect(plans.filter((plan) => plan.countryCode === 'IN').length).toBeGreaterThanOrEqual(2);
      expect(plans.some((plan) => plan.countryCode !== 'IN')).toBe(true);
      for (const plan of plans) {
        expect(plan.startTimes.length).toBeGreaterThanOrEqual(6);
        expect(plan.startTimes.length).toBeLessThanOrEqual(10);
        for (const startAt of plan.startTimes) expect(indiaDayOf(startAt)).toBe(day);
        for (const card of buildRaceCards(plan)) {
          expect(card.runners.length).toBeGreaterThanOrEqual(6);
          expect(card.runners.length).toBeLessThanOrEqual(14);
          expect(new Set(card.runners.map((runner) => runner.name)).size).toBe(card.runners.length);
          const draws = card.runners
            .map((runner) => runner.cageNumber)
            .sort((a, b) => Number(a) - Number(b));
          expect(draws).toEqual(card.runners.map((_, index) => index + 1));
        }
      }
    }
  });

  it('starts Indian meetings in the IST afternoon', () => {
    const indian = planDay('2025-03-14').filter((plan) => plan.countryCode === 'IN');
    for (const plan of indian) {
      const first = indiaClockOf(plan.startTimes[0] as Date);
      expect(first >= '12:30' && first <= '14:00').toBe(true);
    }
  });

  it('prices a plausible book: a favourite about 2-1 to 3-1, outsiders up to 40-1', () => {
    for (const card of DAYS.flatMap((day) => planDay(day).flatMap(buildRaceCards))) {
      const wins = card.runners.map((runner) => runner.prices.WIN);
      expect(Math.min(...wins)).toBeGreaterThanOrEqual(1.5);
      expect(Math.min(...wins)).toBeLessThanOrEqual(3.5);
      expect(Math.max(...wins)).toBeLessThanOrEqual(40);
      for (const runner of card.runners) {
        for (const price of Object.values(runner.prices)) {
          expect(price).toBeGreaterThanOrEqual(0.1);
          expect(price).toBeLessThanOrEqual(runner.prices.WIN);
          expect(Math.round(price * 100)).toBeCloseTo(price * 100, 9);
        }
      }
    }
  });

  it('moves prices along the ladder and never below 0.1', () => {
    expect(stepOnLadder(2.5, 1)).toBe(2.75);
    expect(stepOnLadder(2.5, -2)).toBe(2);
    expect(stepOnLadder(0.1, -1)).toBe(0.1);
    expect(stepOnLadder(50, 3)).toBe(ODDS_LADDER.at(-1));
    expect(derivePrices(0.1, 10)).toEqual({ WIN: 0.1, PLACE: 0.1, SHP: 0.1, THP: 0.1 });
  });

  it('follows the host country’s daylight saving', () => {
    expect(zonedInstant('2025-07-01', '12:40', 'Europe/London').toISOString()).toBe(
      '2025-07-01T11:40:00.000Z',
    );
    expect(zonedInstant('2025-01-06', '12:40', 'Europe/London').toISOString()).toBe(
      '2025-01-06T12:40:00.000Z',
    );
    expect(zonedInstant('2025-01-06', '12:15', 'Australia/Sydney').toISOString()).toBe(
      '2025-01-06T01:15:00.000Z',
    );
  });
});
