import { VENUES } from '../../modules/reference/reference-data';
import { describe, expect, it } from 'vitest';
import { buildRaceCards } from './build-race-card';
import { planDay } from './meeting-calendar';

const DAYS = ['2025-03-14', '2025-10-26'];

describe('demo form', () => {
  const cards = DAYS.flatMap((day) =>
    planDay(day).flatMap((plan) => buildRaceCards(plan).map((card) => ({ plan, card }))),
  );

  it('gives every runner one run per "last runs" figure, in the same order and positions', () => {
    for (const { card } of cards) {
      for (const runner of card.runners) {
        const form = runner.form ?? [];
        expect(form).toHaveLength(runner.lastRuns?.length ?? 0);
        form.forEach((run, index) => {
          const figure = runner.lastRuns?.[index];
          if (figure === '0') expect(run.position).toBeGreaterThanOrEqual(10);
          else expect(run.position).toBe(Number(figure));
          expect(run.position).toBeLessThanOrEqual(run.fieldSize);
          expect(run.startingPrice).toBeGreaterThan(0);
          expect(run.marginLengths).toBeGreaterThan(0);
        });
      }
    }
  });

  it('dates runs before the race day, newest first, in the meeting country', () => {
    for (const { plan, card } of cards) {
      for (const runner of card.runners) {
        const dates = (runner.form ?? []).map((run) => run.runOn);
        expect([...dates].sort().reverse()).toEqual(dates);
        for (const run of runner.form ?? []) {
          expect(run.runOn < card.day).toBe(true);
          const venue = VENUES.find((candidate) => candidate.code === run.venueCode);
          expect(venue?.country).toBe(plan.countryCode);
        }
      }
    }
  });
});
