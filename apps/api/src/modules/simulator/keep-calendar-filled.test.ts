import { addDays, indiaInstant } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { planDay } from '../../db/seed/meeting-calendar';
import type { RaceDeps } from '../races/race-deps';
import { tips } from '../content/content.schema';
import { meetings } from '../races/races.schema';
import { seedReference } from '../reference/seed-reference';
import { simulateTick, type TickOptions } from './simulate-tick';

const TODAY = '2025-03-14';
// Early morning: every race of the day is still ahead, so seeding only creates races.
const clock = createManualClock(indiaInstant(TODAY, '05:00'));
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the simulator keeping the demo calendar filled', () => {
  let subject: TestApp;
  let deps: RaceDeps;
  const options: TickOptions = {
    tickMs: 5_000,
    random: Math.random,
    log: silentLog,
    seedUpcomingDays: true,
    driftEveryMs: Number.POSITIVE_INFINITY,
    scratchEveryMs: Number.POSITIVE_INFINITY,
    state: { seededDay: null },
  };

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    deps = { db: subject.database.db, hub: subject.hub, clock };
    await seedReference(deps.db);
  });
  afterAll(async () => {
    await subject?.close();
  });

  const meetingsOn = async (day: string) =>
    (await deps.db.select().from(meetings).where(eq(meetings.day, day))).length;

  it('writes one day per tick, today first, then tomorrow', async () => {
    await simulateTick(deps, options);
    expect(await meetingsOn(TODAY)).toBe(planDay(TODAY).length);
    expect(await meetingsOn(addDays(TODAY, 1))).toBe(0);

    await simulateTick(deps, options);
    expect(await meetingsOn(addDays(TODAY, 1))).toBe(planDay(addDays(TODAY, 1)).length);
    expect(await meetingsOn(addDays(TODAY, -1))).toBe(0);
    expect(options.state.seededDay).toBeNull();
  });

  it('once the week is written, adds the tips of the days ahead, then marks the day done', async () => {
    for (let tick = 0; tick < 10 && options.state.seededDay === null; tick += 1)
      await simulateTick(deps, options);
    expect(options.state.seededDay).toBe(TODAY);
    const days = (await deps.db.select({ day: tips.day }).from(tips)).map((row) => row.day);
    expect(new Set(days)).toEqual(new Set([0, 1, 2, 3].map((offset) => addDays(TODAY, offset))));
    // Five days of races written one per tick: some 25 s on a quiet 2-core machine's embedded
    // database, so the suite's 30 s per test is too tight here.
  }, 120_000);
});
