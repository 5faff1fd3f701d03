import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  changedFixtureId,
  playerChannel,
  REALTIME_PATH,
  SPORTS_CHANNEL,
  type FixtureChangedData,
} from '@furlong/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInPlayer } from '../../test/players';
import { loadEnv } from '../env';
import { createHub } from '../realtime/create-hub';
import { createInProcessHub, type RealtimeHub } from '../realtime/hub';
import { realtimePlugin } from './realtime';
import { connectTestClient } from './realtime.test-client';

const LISTEN = { port: 0, host: '127.0.0.1' };
const REDIS_URL = process.env.REDIS_URL;

/** An in-process hub that counts live subscriptions, to see the endpoint let go of them. */
function createCountingHub(): RealtimeHub & { active(): number } {
  const hub = createInProcessHub();
  let active = 0;
  return {
    ...hub,
    subscribe: (channel, listener) => {
      active += 1;
      const stop = hub.subscribe(channel, listener);
      return () => {
        active -= 1;
        stop();
      };
    },
    active: () => active,
  };
}

const fixtureChange = (): FixtureChangedData => ({
  [randomUUID()]: { version: 2, status: 'SUSPENDED' },
});

describe('realtime endpoint', () => {
  const hub = createCountingHub();
  let testApp: TestApp;
  // Other modules (the race-card cache) hold hub subscriptions of their own.
  let baseline = 0;
  const socketSubscriptions = () => hub.active() - baseline;

  beforeAll(async () => {
    testApp = await buildTestApp({ hub });
    await testApp.app.listen(LISTEN);
    baseline = hub.active();
  });
  afterAll(async () => {
    await testApp.close();
    await hub.close();
  });

  it('forwards fixture_changed to subscribers until they unsubscribe', async () => {
    const client = await connectTestClient(testApp.app);
    client.send({ type: 'subscribe', channel: SPORTS_CHANNEL });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: SPORTS_CHANNEL });

    const data = fixtureChange();
    await hub.publish({ channel: SPORTS_CHANNEL, event: 'fixture_changed', data });
    const event = await client.next();
    expect(event).toEqual({
      type: 'event',
      channel: SPORTS_CHANNEL,
      event: 'fixture_changed',
      data,
    });
    expect(
      event.type === 'event' && event.event === 'fixture_changed' && changedFixtureId(event.data),
    ).toBe(Object.keys(data)[0]);

    client.send({ type: 'unsubscribe', channel: SPORTS_CHANNEL });
    expect(await client.next()).toEqual({ type: 'unsubscribed', channel: SPORTS_CHANNEL });
    expect(socketSubscriptions()).toBe(0);
    // The socket fan-out writes on the next turn, before the ping is read: a leaked subscription
    // would put the event before the pong.
    await hub.publish({ channel: SPORTS_CHANNEL, event: 'fixture_changed', data: fixtureChange() });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.close();
  });

  it('answers bad JSON and unknown messages with an error and stays open', async () => {
    const client = await connectTestClient(testApp.app);
    client.send('{not json');
    expect(await client.next()).toMatchObject({ type: 'error', code: 'INVALID_MESSAGE' });
    client.send({ type: 'subscribe' });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'INVALID_MESSAGE' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.close();
  });

  it('refuses unknown channels, and private ones to a socket that has not authenticated', async () => {
    const client = await connectTestClient(testApp.app);
    client.send({ type: 'subscribe', channel: 'races' });
    expect(await client.next()).toMatchObject({
      type: 'error',
      code: 'UNKNOWN_CHANNEL',
      channel: 'races',
    });
    const channel = playerChannel(randomUUID());
    client.send({ type: 'subscribe', channel });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED', channel });
    expect(socketSubscriptions()).toBe(0);
    client.socket.close();
  });

  it("opens a player's own channel to their token, and nobody else's", async () => {
    const { session } = await signedInPlayer(testApp);
    const player = { uid: session.uid };
    const client = await connectTestClient(testApp.app);
    client.send({ type: 'authenticate', token: 'not-a-token' });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });

    // Frames sent while the token is being checked wait for it: the subscribe is not refused.
    client.send({ type: 'authenticate', token: session.accessToken });
    client.send({ type: 'subscribe', channel: playerChannel(player.uid) });
    expect(await client.next()).toEqual({ type: 'authenticated', player: player.uid });
    expect(await client.next()).toEqual({ type: 'subscribed', channel: playerChannel(player.uid) });

    const stranger = playerChannel(randomUUID());
    client.send({ type: 'subscribe', channel: stranger });
    expect(await client.next()).toMatchObject({
      type: 'error',
      code: 'FORBIDDEN',
      channel: stranger,
    });

    const data = { reason: 'BET_SETTLED' as const };
    await hub.publish({ channel: playerChannel(player.uid), event: 'account_changed', data });
    expect(await client.next()).toEqual({
      type: 'event',
      channel: playerChannel(player.uid),
      event: 'account_changed',
      data,
    });
    client.socket.close();
  });

  it('closes the socket on a message over 4 KiB', async () => {
    const client = await connectTestClient(testApp.app);
    client.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(4096) }));
    expect(await client.closed).toBe(1009);
  });

  it('drops the hub subscriptions of a client that goes away', async () => {
    const client = await connectTestClient(testApp.app);
    client.send({ type: 'subscribe', channel: SPORTS_CHANNEL });
    await client.next();
    expect(socketSubscriptions()).toBe(1);
    client.socket.terminate();
    await vi.waitFor(() => expect(socketSubscriptions()).toBe(0));
  });
});

describe('realtime lifecycle', () => {
  it('closes open sockets with 1001 when the app closes', async () => {
    const hub = createCountingHub();
    const testApp = await buildTestApp({ hub });
    await testApp.app.listen(LISTEN);
    const client = await connectTestClient(testApp.app);
    client.send({ type: 'subscribe', channel: SPORTS_CHANNEL });
    await client.next();

    await testApp.close();
    expect(await client.closed).toBe(1001);
    expect(hub.active()).toBe(0);
  });

  it('terminates sockets that miss a heartbeat and keeps those that answer', async () => {
    const app = Fastify();
    app.decorate('hub', createInProcessHub());
    await app.register(realtimePlugin, { heartbeatIntervalMs: 50 });
    await app.listen(LISTEN);
    try {
      const silent = await connectTestClient(app, { autoPong: false });
      const lively = await connectTestClient(app);
      expect(await silent.closed).toBe(1006);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!REDIS_URL)(
    'fans events out to the sockets of another instance through Redis',
    async () => {
      const env = loadEnv({ REDIS_URL, LOG_LEVEL: 'silent' });
      const [hubA, hubB] = [createHub(env), createHub(env)];
      const [instanceA, instanceB] = await Promise.all([
        buildTestApp({ hub: hubA }),
        buildTestApp({ hub: hubB }),
      ]);
      try {
        await instanceA.app.listen(LISTEN);
        const client = await connectTestClient(instanceA.app);
        client.send({ type: 'subscribe', channel: SPORTS_CHANNEL });
        expect(await client.next()).toEqual({ type: 'subscribed', channel: SPORTS_CHANNEL });

        const data = fixtureChange();
        // Instance A's SUBSCRIBE reaches Redis a moment after `subscribed`: publish until it lands.
        await vi.waitFor(
          async () => {
            await instanceB.hub.publish({
              channel: SPORTS_CHANNEL,
              event: 'fixture_changed',
              data,
            });
            expect(client.inbox).toContainEqual({
              type: 'event',
              channel: SPORTS_CHANNEL,
              event: 'fixture_changed',
              data,
            });
          },
          { timeout: 3_000, interval: 100 },
        );
      } finally {
        await Promise.all([instanceA.close(), instanceB.close()]);
        await Promise.all([hubA.close(), hubB.close()]);
      }
    },
  );
});

describe('realtime origin in production (decision 048)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-32-characters!',
        DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
        PAYOUT_SANDBOX_ALLOWED: 'on',
        PUBLIC_URL: 'https://furlong.in/',
      },
    });
    await testApp.app.listen(LISTEN);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The upgrade's answer: 101 when the socket opened, else the HTTP status it got instead. */
  const upgradeStatus = (origin: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      const { port } = testApp.app.server.address() as AddressInfo;
      const socket = new WebSocket(
        `ws://127.0.0.1:${port}${REALTIME_PATH}`,
        origin === undefined ? {} : { origin },
      );
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('error', (error) => {
        if (!/Unexpected server response/.test(error.message)) reject(error);
      });
    });

  it("refuses a page of another site, and lets in the site's own pages and clients without an Origin", async () => {
    expect(await upgradeStatus('https://evil.example')).toBe(403);
    expect(await upgradeStatus('https://furlong.in.evil.example')).toBe(403);
    expect(await upgradeStatus('null')).toBe(403);
    expect(await upgradeStatus('https://furlong.in')).toBe(101);
    expect(await upgradeStatus(undefined)).toBe(101);
  });
});
