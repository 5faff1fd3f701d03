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
import { createInProcessHub, type RealtimeHub } from './hub';
import { createRedisHub } from './redis-hub';
import { FIXTURE_CACHE_TTL_MS } from '../modules/races/fixture-cache';
import { Redis } from 'ioredis';
import { updatePrices } from '../modules/race-control/update-prices';

const REDIS_URL = process.env.REDIS_URL;
const SUBSCRIBER_NAME = `furlong-test-${randomUUID()}`;

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
    // A's connections carry a name of their own, so the test can cut exactly its subscriber.
    hubA = createRedisHub({
      url: REDIS_URL ?? '',
      log: { warn: () => undefined },
      connectionName: SUBSCRIBER_NAME,
    });
    hubB = createHub(env);
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

  it('after its Redis subscriber reconnects, A drops its cached cards and tells its sockets to resync', async () => {
    const raceId = await addRace(instanceA, new Date(Date.now() + 3 * 60 * 60_000), {
      raceNumber: 2,
    });
    const winOnA = async () => {
      const response = await instanceA.app.inject({
        url: `/api/mc/sport-fixture/cached/${raceId}`,
      });
      return fixtureSchema
        .parse(response.json())
        .participants[0]?.odds.find((odds) => odds.market === 'WIN')?.price;
    };
    expect(await winOnA()).toBe(2);
    const cachedAt = Date.now();
    // A change whose event never reaches A (published while A's subscriber was away).
    await updatePrices(
      { db: appB.database.db, hub: createInProcessHub(), clock: appB.clock },
      raceId,
      [{ horseNumber: 1, market: 'WIN', price: 7 }],
    );
    expect(await winOnA()).toBe(2);

    const admin = new Redis(REDIS_URL ?? '');
    try {
      const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
      const line = clients
        .split('\n')
        .find((entry) => entry.includes(`name=${SUBSCRIBER_NAME}-sub`));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.call('CLIENT', 'KILL', 'ID', id ?? '');
    } finally {
      admin.disconnect();
    }

    await vi.waitFor(() => expect(client.inbox).toContainEqual({ type: 'resync' }), {
      timeout: 3_000,
    });
    // Well inside the TTL: it is the reconnect, not the backstop, that dropped the card.
    expect(await winOnA()).toBe(7);
    expect(Date.now() - cachedAt).toBeLessThan(FIXTURE_CACHE_TTL_MS);
  });
});
