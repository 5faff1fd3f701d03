import { addDays, indiaDayOf } from '@furlong/contract';
import type { RaceDeps } from '../../modules/races/race-deps';
import { planDay } from './meeting-calendar';
import { findMeetingVenues } from './seed.queries';
import { seedMeeting } from './seed-meeting';
import { addTwilightMeetingIfNeeded } from './twilight-meeting';

export interface SeedDemoOptions {
  /** The India-time day the demo is centred on. */
  today: string;
  /** Days before and after today to fill; a week in all by default. */
  daysBefore?: number;
  daysAfter?: number;
}

export interface SeedDemoResult {
  meetings: number;
  races: number;
}

/**
 * Demo race cards for the days around `today`. Idempotent: a meeting that already exists
 * is left alone, so a restart (or the simulator at midnight) only adds what is missing.
 * Needs the reference data (venues) in place.
 */
export async function seedDemo(deps: RaceDeps, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { today, daysBefore = 3, daysAfter = 3 } = options;
  const now = deps.clock.now();
  const result: SeedDemoResult = { meetings: 0, races: 0 };
  for (let offset = -daysBefore; offset <= daysAfter; offset += 1) {
    const day = addDays(today, offset);
    const existing = await findMeetingVenues(deps.db, day);
    for (const plan of planDay(day)) {
      if (existing.has(plan.venueCode)) continue;
      result.races += await seedMeeting(deps, plan, now);
      result.meetings += 1;
    }
  }
  if (today === indiaDayOf(now)) {
    const twilight = await addTwilightMeetingIfNeeded(deps);
    if (twilight) {
      result.meetings += 1;
      result.races += twilight.startTimes.length;
    }
  }
  return result;
}
