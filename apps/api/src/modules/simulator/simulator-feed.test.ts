import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { auditLog } from '../audit/audit.schema';
import { publishRace } from '../race-control/publish-race';
import { tickRaceClock } from '../race-clock/start-race-clock';
import { fixtures, selections } from '../races/races.schema';
import { priceFeeds } from '../price-feeds/price-feeds.schema';
import { simulateTick, type TickOptions } from './simulate-tick';
import { SIMULATOR_FEED_ID } from './simulator-feed';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SECOND = 1_000;

/** The simulator is one feed among others (decision 080): its silence suspends its races. */
describe('the simulator as a price feed', () => {
  const clock = createManualClock(new Date('2031-08-01T06:00:00.000Z'));
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { FEED_STALE_SECONDS: '60' } });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const deps = () => ({ ...raceDeps(subject), clock });
  const options = (drift: boolean): TickOptions => ({
    tickMs: 5_000,
    random: Math.random,
    log: quiet,
    seedUpcomingDays: false,
    // Every open race moves on a drifting tick; none on a quiet one. Nothing is scratched.
    driftEveryMs: drift ? 1 : Number.POSITIVE_INFINITY,
    scratchEveryMs: Number.POSITIVE_INFINITY,
    state: { seededDay: null },
  });
  const raceClock = () => tickRaceClock(deps(), { log: quiet, feedStaleSeconds: 60 });
  const raceRow = async (id: string) => {
    const [row] = await subject.database.db.select().from(fixtures).where(eq(fixtures.id, id));
    return row;
  };

  it('moves prices through the feed path, stays alive on its heartbeat, and its silence suspends its races', async () => {
    const id = await addRace(subject, new Date(clock.now().getTime() + 3_600 * SECOND));
    await publishRace(deps(), id);
    const pricesOf = () =>
      subject.database.db
        .select({ id: selections.id, price: selections.priceHundredths })
        .from(selections)
        .orderBy(selections.id);
    const before = await pricesOf();

    const report = await simulateTick(deps(), options(true));
    expect(report.drifted).toBe(1);
    expect(await pricesOf()).not.toEqual(before);
    // The race follows the simulator's feed, and the move is the feed's, audited as the system's.
    expect((await raceRow(id))?.feedId).toBe(SIMULATOR_FEED_ID);
    const [feed] = await subject.database.db
      .select()
      .from(priceFeeds)
      .where(eq(priceFeeds.id, SIMULATOR_FEED_ID));
    expect(feed?.lastMessageAt.getTime()).toBe(clock.now().getTime());
    const moves = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'race.prices')));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ actorType: 'system', details: { system: 'simulator' } });

    // A tick without a price move still says the feed is alive.
    clock.advance(50 * SECOND);
    await simulateTick(deps(), options(false));
    clock.advance(50 * SECOND);
    await raceClock();
    expect((await raceRow(id))?.status).toBe('PUBLISHED');

    // The simulator falls silent: past the stale time the race clock suspends its race.
    clock.advance(11 * SECOND);
    await raceClock();
    expect((await raceRow(id))?.status).toBe('SUSPENDED');
    const stale = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'race.feed-stale')));
    expect(stale[0]?.details).toMatchObject({ feedId: SIMULATOR_FEED_ID });
  });
});
