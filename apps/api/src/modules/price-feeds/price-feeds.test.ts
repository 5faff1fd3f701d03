import type { OperatorRace } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { publishRace } from '../race-control/publish-race';
import { getFixture } from '../races/get-fixture';
import { tickRaceClock } from '../race-clock/start-race-clock';

const quiet = { warn: () => undefined };
const SECOND = 1_000;

describe('price feeds (decision 073)', () => {
  const clock = createManualClock(new Date('2031-08-01T06:00:00.000Z'));
  let subject: TestApp;
  let auth: { authorization: string };
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { FEED_STALE_SECONDS: '60' } });
    await insertVenues(subject);
    auth = (await signedInOperator(subject, 'TRADER')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  const deps = () => ({ ...raceDeps(subject), clock });
  const openRace = async () => {
    raceNumber += 1;
    const id = await addRace(subject, new Date(clock.now().getTime() + 3_600 * SECOND), {
      raceNumber,
    });
    await publishRace(deps(), id);
    return id;
  };
  const push = (feedId: string, payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/feeds/${feedId}/messages`,
      headers: auth,
      payload,
    });
  const tick = () =>
    tickRaceClock(deps(), { log: quiet, feedStaleSeconds: subject.app.env.FEED_STALE_SECONDS });
  const statusOf = async (id: string) => (await getFixture(subject.database.db, id))?.status;

  it('applies prices and status through the race verbs, and suspends a race whose feed falls silent', async () => {
    const fed = await openRace();
    const unfed = await openRace();
    const pushed = await push('tote-link', {
      messages: [
        { type: 'prices', race: fed, prices: [{ horseNo: 1, market: 'WIN', price: 6.5 }] },
      ],
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json()).toMatchObject({ feedId: 'tote-link', applied: 1 });
    const race = (
      await subject.app.inject({ url: `/api/operator/races/${fed}`, headers: auth })
    ).json<OperatorRace>();
    expect(race.participants[0]?.odds.find((odds) => odds.market === 'WIN')?.price).toBe(6.5);

    // Alive for 60 s on the app clock: a heartbeat at 50 s keeps it alive 60 s more.
    clock.advance(50 * SECOND);
    await tick();
    expect(await statusOf(fed)).toBe('PUBLISHED');
    await push('tote-link', { messages: [{ type: 'heartbeat' }] });
    clock.advance(59 * SECOND);
    await tick();
    expect(await statusOf(fed)).toBe('PUBLISHED');
    clock.advance(2 * SECOND);
    await tick();
    expect(await statusOf(fed)).toBe('SUSPENDED');
    // A race no feed follows is the trader's alone.
    expect(await statusOf(unfed)).toBe('PUBLISHED');

    const audit = await subject.app.inject({
      url: `/api/operator/audit?subject=${fed}`,
      headers: (await signedInOperator(subject, 'ADMIN')).auth,
    });
    expect(audit.body).toContain('race.feed-stale');

    // The feed comes back and reopens its race.
    const reopened = await push('tote-link', {
      messages: [{ type: 'status', race: fed, status: 'OPEN' }],
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await statusOf(fed)).toBe('PUBLISHED');
  });

  it("keeps a feed's own stale time", async () => {
    const fed = await openRace();
    await push('quick-feed', {
      staleAfterSeconds: 10,
      messages: [{ type: 'status', race: fed, status: 'SUSPENDED' }],
    });
    expect(await statusOf(fed)).toBe('SUSPENDED');
    await push('quick-feed', { messages: [{ type: 'status', race: fed, status: 'OPEN' }] });
    clock.advance(9 * SECOND);
    await tick();
    expect(await statusOf(fed)).toBe('PUBLISHED');
    clock.advance(2 * SECOND);
    await tick();
    expect(await statusOf(fed)).toBe('SUSPENDED');
  });

  it('refuses a bad feed id or message with the words of the contract', async () => {
    const badId = await push('Tote Link', { messages: [{ type: 'heartbeat' }] });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('A feed id is 2 to 40 lower-case letters');
    const empty = await push('tote-link', { messages: [] });
    expect(empty.body).toContain('Send 1 to 100 messages');
  });
});
