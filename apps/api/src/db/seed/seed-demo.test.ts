import { addDays, indiaDayOf, indiaInstant } from '@furlong/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import type { RaceDeps } from '../../modules/races/race-deps';
import { fixtureResults, fixtures, meetings, participants } from '../../modules/races/races.schema';
import { seedReference } from '../../modules/reference/seed-reference';
import { venues } from '../../modules/reference/reference.schema';
import { getMultiRacePools } from '../../modules/tote/multi-race-pools';
import { planDay } from './meeting-calendar';
import { seedDemo } from './seed-demo';
import { addTwilightMeetingIfNeeded } from './twilight-meeting';

const TODAY = '2025-03-14';
// 15:05 IST: the first Indian races have run, the rest of the day is still to come.
const NOON_ISH = indiaInstant(TODAY, '15:05');
const clock = createManualClock(NOON_ISH);
// One day keeps the test quick; the range is a parameter.
const ONLY_TODAY = { today: TODAY, daysBefore: 0, daysAfter: 0 };

/** The race-day schedule written out by hand: where a race stands this long before its off. */
function scheduledStatus(minutesToOff: number): string {
  if (minutesToOff > 120) return 'NEW';
  if (minutesToOff > 0) return 'PUBLISHED';
  if (minutesToOff > -3) return 'SUSPENDED';
  if (minutesToOff > -10) return 'RESULT';
  if (minutesToOff > -30) return 'PAID';
  return 'COMPLETE';
}

describe('seedDemo', () => {
  let subject: TestApp;
  let deps: RaceDeps;
  let firstRun: { meetings: number; races: number };

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    deps = { db: subject.database.db, hub: subject.hub, clock };
    await seedReference(deps.db);
    firstRun = await seedDemo(deps, ONLY_TODAY);
  });
  afterAll(async () => {
    await subject?.close();
  });

  async function racesOf(day: string) {
    return deps.db
      .select({
        id: fixtures.id,
        meetingId: fixtures.meetingId,
        status: fixtures.status,
        startAt: fixtures.startAt,
        country: venues.countryCode,
      })
      .from(fixtures)
      .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
      .innerJoin(venues, eq(venues.code, meetings.venueCode))
      .where(eq(meetings.day, day));
  }

  it('lays out Indian and overseas meetings of 6 to 10 races for today', async () => {
    const races = await racesOf(TODAY);
    const perMeeting = new Map<string, number>();
    for (const race of races)
      perMeeting.set(race.meetingId, (perMeeting.get(race.meetingId) ?? 0) + 1);
    expect(perMeeting.size).toBe(planDay(TODAY).length);
    for (const raceCount of perMeeting.values()) {
      expect(raceCount).toBeGreaterThanOrEqual(6);
      expect(raceCount).toBeLessThanOrEqual(10);
    }
    const countries = new Set(races.map((race) => race.country));
    expect(countries.has('IN')).toBe(true);
    expect([...countries].some((country) => country !== 'IN')).toBe(true);
    expect(races.every((race) => indiaDayOf(race.startAt) === TODAY)).toBe(true);
  });

  it('gives every race 6 to 14 runners', async () => {
    const rows = await deps.db
      .select({ fixtureId: participants.fixtureId, runners: count() })
      .from(participants)
      .groupBy(participants.fixtureId);
    expect(rows.length).toBe(firstRun.races);
    for (const row of rows) {
      expect(row.runners).toBeGreaterThanOrEqual(6);
      expect(row.runners).toBeLessThanOrEqual(14);
    }
  });

  it('results the races that have run and leaves the rest open', async () => {
    const now = clock.now().getTime();
    const statuses = new Set<string>();
    for (const race of await racesOf(TODAY)) {
      statuses.add(race.status);
      const minutesToOff = (race.startAt.getTime() - now) / 60_000;
      expect(race.status).toBe(scheduledStatus(minutesToOff));
    }
    for (const status of ['NEW', 'PUBLISHED', 'RESULT', 'PAID', 'COMPLETE']) {
      expect(statuses).toContain(status);
    }
  });

  it('carries a Treble, Mini Jackpot and Jackpot over the last 3, 4 and 5 races of every meeting', async () => {
    const races = await deps.db
      .select({ id: fixtures.id, meetingId: fixtures.meetingId, raceNumber: fixtures.raceNumber })
      .from(fixtures)
      .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
      .where(eq(meetings.day, TODAY));
    const lastRaces = new Map<string, string[]>();
    for (const race of [...races].sort((a, b) => a.raceNumber - b.raceNumber))
      lastRaces.set(race.meetingId, [...(lastRaces.get(race.meetingId) ?? []), race.id]);
    const pools = await getMultiRacePools(deps.db, TODAY, clock.now(), 1_100);
    expect(pools).toHaveLength(lastRaces.size * 3);
    for (const pool of pools) {
      const meeting = races.find((race) => race.id === pool.legs[0])?.meetingId as string;
      const count = { TREBLE: 3, MINI_JACKPOT: 4, JACKPOT: 5 }[pool.pool];
      expect(pool.legs).toEqual((lastRaces.get(meeting) ?? []).slice(-count));
    }
  });

  it('adds nothing when run again', async () => {
    const before = await deps.db.select({ id: fixtures.id }).from(fixtures);
    const again = await seedDemo(deps, ONLY_TODAY);
    expect(again).toEqual({ meetings: 0, races: 0 });
    const after = await deps.db.select({ id: fixtures.id }).from(fixtures);
    expect(after.length).toBe(before.length);
  });

  it('builds the same cards for the same day', () => {
    const first = planDay(TODAY);
    const second = planDay(TODAY);
    expect(second).toEqual(first);
    expect(planDay(addDays(TODAY, 1))).not.toEqual(first);
  });

  it('gives every finished race a winner', async () => {
    const finished = (await racesOf(TODAY))
      .filter((race) => ['RESULT', 'PAID', 'COMPLETE'].includes(race.status))
      .map((race) => race.id);
    const winners = await deps.db
      .select({ fixtureId: fixtureResults.fixtureId })
      .from(fixtureResults)
      .where(and(inArray(fixtureResults.fixtureId, finished), eq(fixtureResults.place, 1)));
    expect(new Set(winners.map((row) => row.fixtureId)).size).toBe(finished.length);
  });

  it('adds an evening meeting late at night so today always has an open race', async () => {
    // A day nobody seeded: at 23:10 IST it has no race left to bet on.
    const lateDay = addDays(TODAY, 5);
    clock.set(indiaInstant(lateDay, '23:10'));
    try {
      const plan = await addTwilightMeetingIfNeeded(deps);
      expect(plan).not.toBeNull();
      expect(planDay(lateDay).map((meeting) => meeting.venueCode)).not.toContain(plan?.venueCode);
      const races = await racesOf(lateDay);
      expect(races.length).toBe(6);
      for (const race of races) {
        expect(race.status).toBe('PUBLISHED');
        expect(indiaDayOf(race.startAt)).toBe(lateDay);
        expect(race.startAt.getTime()).toBeGreaterThan(clock.now().getTime());
      }
      // Its races are open now, so a second look adds nothing.
      expect(await addTwilightMeetingIfNeeded(deps)).toBeNull();
    } finally {
      clock.set(NOON_ISH);
    }
  });
});
