import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { createRace } from '../races/create-race';
import { publishRace } from '../race-control/publish-race';
import type { RaceDeps } from '../races/race-deps';
import { fixtureResults, fixtures, participants, selections } from '../races/races.schema';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { seedReference } from '../reference/seed-reference';
import { simulateTick, type TickOptions } from './simulate-tick';
import { startSimulator } from './start-simulator';

const MINUTE = 60_000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const clock = createManualClock(new Date('2025-03-14T04:30:00.000Z'));
let raceNumber = 0;

function tickOptions(overrides: Partial<TickOptions> = {}): TickOptions {
  return {
    tickMs: 5_000,
    random: Math.random,
    log: silentLog,
    seedUpcomingDays: false,
    driftEveryMs: Number.POSITIVE_INFINITY,
    scratchEveryMs: Number.POSITIVE_INFINITY,
    state: { seededDay: null },
    ...overrides,
  };
}

describe('the race-day simulator', () => {
  let subject: TestApp;
  let deps: RaceDeps;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    deps = { db: subject.database.db, hub: subject.hub, clock };
    await seedReference(deps.db);
  });
  afterAll(async () => {
    await subject?.close();
  });
  beforeEach(async () => {
    // Each test starts after every earlier race has run its course.
    clock.advance(24 * 60 * MINUTE);
    await simulateTick(deps, tickOptions());
  });

  async function addRace(startInMinutes: number, runnerCount = 8): Promise<string> {
    raceNumber += 1;
    const { id } = await createRace(deps, {
      venueCode: 'BLR',
      day: '2025-03-14',
      raceNumber,
      startAt: new Date(clock.now().getTime() + startInMinutes * MINUTE),
      distanceMetres: 1200,
      name: `Test race ${raceNumber}`,
      runners: Array.from({ length: runnerCount }, (_, index) => ({
        horseNumber: index + 1,
        name: `Horse ${index + 1}`,
        prices: { WIN: 2 + index, PLACE: 1, SHP: 1.5, THP: 1.2 },
      })),
    });
    return id;
  }

  async function stateOf(id: string) {
    const [row] = await deps.db
      .select({ status: fixtures.status, version: fixtures.version })
      .from(fixtures)
      .where(eq(fixtures.id, id));
    return row as { status: string; version: number };
  }

  const pricesOf = (id: string) =>
    deps.db
      .select({ id: selections.id, price: selections.priceHundredths })
      .from(selections)
      .innerJoin(participants, eq(participants.id, selections.participantId))
      .where(eq(participants.fixtureId, id))
      .orderBy(selections.id);

  it('takes a race from NEW to COMPLETE on the clock', async () => {
    const id = await addRace(180);
    const tick = () => simulateTick(deps, tickOptions());
    const created = await stateOf(id);

    await tick();
    expect(await stateOf(id)).toEqual(created);

    clock.advance(61 * MINUTE);
    await tick();
    expect((await stateOf(id)).status).toBe('PUBLISHED');

    clock.advance(118 * MINUTE);
    await tick();
    expect((await stateOf(id)).status).toBe('PUBLISHED');
    clock.advance(MINUTE);
    await tick();
    expect((await stateOf(id)).status).toBe('SUSPENDED');

    clock.advance(3 * MINUTE);
    await tick();
    expect((await stateOf(id)).status).toBe('RESULT');
    const places = await deps.db
      .select()
      .from(fixtureResults)
      .where(eq(fixtureResults.fixtureId, id));
    expect(places.length).toBeGreaterThanOrEqual(3);
    expect(places.map((place) => place.place)).toContain(1);

    clock.advance(7 * MINUTE);
    await tick();
    expect((await stateOf(id)).status).toBe('PAID');

    clock.advance(20 * MINUTE);
    await tick();
    expect((await stateOf(id)).status).toBe('COMPLETE');
  });

  it('moves prices of published races only, and leaves races it should not touch alone', async () => {
    const open = await addRace(60);
    const announced = await addRace(300);
    const heldByOperator = await addRace(60);
    await publishRace(deps, open);
    await publishRace(deps, heldByOperator);
    await suspendRace(deps, heldByOperator);
    const before = {
      announced: { state: await stateOf(announced), prices: await pricesOf(announced) },
      held: { state: await stateOf(heldByOperator), prices: await pricesOf(heldByOperator) },
      open: await pricesOf(open),
    };

    const report = await simulateTick(deps, tickOptions({ driftEveryMs: 5_000 }));

    expect(report).toMatchObject({ drifted: 1, advanced: 0, failed: 0 });
    const after = await pricesOf(open);
    expect(after).not.toEqual(before.open);
    for (const selection of after) expect(selection.price).toBeGreaterThanOrEqual(10);
    expect(await stateOf(announced)).toEqual(before.announced.state);
    expect(await pricesOf(announced)).toEqual(before.announced.prices);
    expect(await stateOf(heldByOperator)).toEqual(before.held.state);
    expect(await pricesOf(heldByOperator)).toEqual(before.held.prices);
  });

  it('scratches only from open fields bigger than six', async () => {
    const bigField = await addRace(60, 9);
    const smallField = await addRace(60, 6);
    await publishRace(deps, bigField);
    await publishRace(deps, smallField);

    const report = await simulateTick(deps, tickOptions({ scratchEveryMs: 5_000 }));

    expect(report.scratched).toBe(1);
    const scratched = await deps.db
      .select({ fixtureId: participants.fixtureId })
      .from(participants)
      .where(isNotNull(participants.scratchedAt));
    expect(scratched.filter((row) => row.fixtureId === bigField)).toHaveLength(1);
    expect(scratched.filter((row) => row.fixtureId === smallField)).toHaveLength(0);
  });

  it('keeps going when one race cannot move', async () => {
    const broken = await addRace(30, 3);
    const healthy = await addRace(31);
    await suspendRace(deps, broken);
    // With every runner scratched there is no result to declare: that race must fail alone.
    for (const horse of [1, 2, 3]) await scratchRunner(deps, broken, horse);

    clock.advance(35 * MINUTE);
    const report = await simulateTick(deps, tickOptions());

    expect(report.failed).toBe(1);
    expect((await stateOf(broken)).status).toBe('SUSPENDED');
    expect((await stateOf(healthy)).status).toBe('RESULT');
    // The operator's way out, so later tests start clean.
    await voidRace(deps, broken);
  });

  it('ticks on a timer and stops for good', async () => {
    const id = await addRace(100);
    const simulator = startSimulator(deps, { tickMs: 10, log: silentLog, seedUpcomingDays: false });
    await expect.poll(async () => (await stateOf(id)).status, { timeout: 5_000 }).toBe('PUBLISHED');
    await simulator.stop();

    clock.advance(100 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stateOf(id)).status).toBe('PUBLISHED');
  });

  it('lets the tick in progress finish before stop resolves', async () => {
    const id = await addRace(100);
    let writing: (() => void) | undefined;
    const hasStartedWriting = new Promise<void>((resolve) => (writing = resolve));
    let hasFinishedWriting = false;
    // A tick whose database work is slow. The fan-out of what it changed follows the commit and
    // is not the tick's to wait for (decision 068); its writes are.
    const slowDb: typeof deps.db = Object.create(deps.db);
    slowDb.transaction = (async (...args: Parameters<typeof deps.db.transaction>) => {
      writing?.();
      const result = await deps.db.transaction(...args);
      await new Promise((resolve) => setTimeout(resolve, 100));
      hasFinishedWriting = true;
      return result;
    }) as typeof deps.db.transaction;
    const simulator = startSimulator(
      { ...deps, db: slowDb },
      { tickMs: 10, log: silentLog, seedUpcomingDays: false },
    );
    await hasStartedWriting;
    await simulator.stop();

    expect(hasFinishedWriting).toBe(true);
    expect((await stateOf(id)).status).toBe('PUBLISHED');
  });
});
