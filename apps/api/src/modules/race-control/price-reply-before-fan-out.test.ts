import { SPORTS_CHANNEL, type OperatorRace } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { addRace, insertVenues } from '../../../test/race-factory';
import { connectTestClient } from '../../plugins/realtime.test-client';
import { createInProcessHub, type RealtimeHub } from '../../realtime/hub';

const BROKER_MS = 3_000;

/** Delivers on this instance at once, as every hub does, then takes seconds to reach others. */
function createSlowBrokerHub(): RealtimeHub & { pending(): number } {
  const local = createInProcessHub();
  let pending = 0;
  return {
    ...local,
    publish: async (event) => {
      await local.publish(event);
      pending += 1;
      await new Promise((resolve) => setTimeout(resolve, BROKER_MS));
      pending -= 1;
    },
    pending: () => pending,
  };
}

describe('a price change answers before its fan-out', () => {
  const hub = createSlowBrokerHub();
  let subject: TestApp;
  let auth: { authorization: string };
  let raceId: string;

  beforeAll(async () => {
    subject = await buildTestApp({ hub });
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    await insertVenues(subject);
    auth = (await signedInOperator(subject)).auth;
    raceId = await addRace(subject, new Date(Date.now() + 60 * 60 * 1000));
  });
  afterAll(async () => {
    await subject.close();
  });

  it('replies while the broker is still busy; the card is fresh and the watcher hears the prices', async () => {
    const watcher = await connectTestClient(subject.app);
    watcher.send({ type: 'subscribe', channel: SPORTS_CHANNEL });
    expect(await watcher.next()).toEqual({ type: 'subscribed', channel: SPORTS_CHANNEL });

    const started = performance.now();
    const response = await subject.app.inject({
      method: 'PUT',
      url: `/api/operator/races/${raceId}/prices`,
      headers: auth,
      payload: { prices: [{ horseNo: 1, market: 'WIN', price: 7.5 }] },
    });
    const replyMs = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(replyMs).toBeLessThan(BROKER_MS / 2);
    // The reply did not wait for the announcement to reach other instances.
    expect(hub.pending()).toBe(1);
    const race = response.json<OperatorRace>();

    // This instance's card cache heard the change before the reply: a reload shows the price.
    const card = await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` });
    expect(card.body).toContain('7.5');

    const event = await watcher.next();
    expect(event).toMatchObject({
      type: 'event',
      channel: SPORTS_CHANNEL,
      event: 'fixture_changed',
      data: { [raceId]: { version: race.version, prices: expect.any(Array) } },
    });
    watcher.socket.close();
  });
});
