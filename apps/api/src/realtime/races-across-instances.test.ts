import { randomUUID } from 'node:crypto';
import { fixtureSchema, SPORTS_CHANNEL } from '@furlong/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addRace, insertVenues } from '../../test/race-factory';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { connectTestClient, type TestClient } from '../plugins/realtime.test-client';
import { createHub } from './create-hub';
import type { RealtimeHub } from './hub';
import { updatePrices } from '../modules/races/update-prices';

const REDIS_URL = process.env.REDIS_URL;

/**
 * Two API instances on one database, sharing events through Redis: a race changed through the
 * verbs on instance B must reach instance A's sockets and drop A's cached race card.
 */
describe.skipIf(!REDIS_URL)('races across two instances (Redis)', () => {
  let instanceA: TestApp;
  let appB: FastifyInstance;
  let hubA: RealtimeHub;
  let hubB: RealtimeHub;
  let client: TestClient;

  beforeAll(async () => {
    const env = loadEnv({ REDIS_URL, LOG_LEVEL: 'silent' });
    [hubA, hubB] = [createHub(env), createHub(env)];
    instanceA = await buildTestApp({ hub: hubA });
    appB = await buildApp({
      env: instanceA.app.env,
      database: instanceA.database,
      hub: hubB,
      clock: instanceA.app.clock,
    });
    await instanceA.app.listen({ port: 0, host: '127.0.0.1' });
    client = await connectTestClient(instanceA.app);
    client.send({ type: 'subscribe', channel: SPORTS_CHANNEL });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: SPORTS_CHANNEL });
    // Instance A's Redis SUBSCRIBE lands a moment after `subscribed`: probe until B's events arrive.
    const probe = { [randomUUID()]: { version: 1, status: 'NEW' as const } };
    await vi.waitFor(
      async () => {
        await hubB.publish({ channel: SPORTS_CHANNEL, event: 'fixture_changed', data: probe });
        expect(client.inbox).toContainEqual(expect.objectContaining({ data: probe }));
      },
      { timeout: 3_000, interval: 100 },
    );
  });
  afterAll(async () => {
    client?.socket.close();
    await appB?.close();
    await instanceA?.close();
    await Promise.all([hubA?.close(), hubB?.close()]);
  });

  it("drops instance A's cached race and tells its sockets when instance B changes the race", async () => {
    await insertVenues(instanceA);
    const raceId = await addRace(instanceA, new Date(Date.now() + 3 * 60 * 60_000));
    const cardOnA = async () => {
      const response = await instanceA.app.inject({
        url: `/api/mc/sport-fixture/cached/${raceId}`,
      });
      return fixtureSchema.parse(response.json());
    };
    const winPrice = (race: Awaited<ReturnType<typeof cardOnA>>) =>
      race.participants[0]?.odds.find((odds) => odds.market === 'WIN')?.price;
    const before = await cardOnA();
    expect(winPrice(before)).toBe(2);
    expect(winPrice(await cardOnA())).toBe(2);

    await updatePrices({ db: appB.database.db, hub: appB.hub, clock: appB.clock }, raceId, [
      { horseNumber: 1, market: 'WIN', price: 9 },
    ]);

    await vi.waitFor(() =>
      expect(client.inbox).toContainEqual({
        type: 'event',
        channel: SPORTS_CHANNEL,
        event: 'fixture_changed',
        data: { [raceId]: expect.objectContaining({ version: before.version + 1 }) },
      }),
    );
    await vi.waitFor(async () => expect(winPrice(await cardOnA())).toBe(9), { timeout: 3_000 });
  });
});
