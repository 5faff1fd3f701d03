import { randomUUID } from 'node:crypto';
import { SPORTS_CHANNEL } from '@furlong/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HubEvent, RealtimeHub } from './hub';
import { createRedisHub, type HubLog } from './redis-hub';

const REDIS_URL = process.env.REDIS_URL;

describe('Redis hub', () => {
  // A prefix of our own, so parallel runs on one Redis neither see nor count each other.
  const prefix = `furlong-test:${randomUUID()}:`;
  const redisChannel = prefix + SPORTS_CHANNEL;
  const log = { warn: vi.fn<HubLog['warn']>() };
  let admin: Redis;
  let hubs: RealtimeHub[] = [];

  const openHub = () => {
    const hub = createRedisHub({ url: REDIS_URL ?? '', log, channelPrefix: prefix });
    hubs.push(hub);
    return hub;
  };
  const subscriberCount = async () => {
    const reply = (await admin.pubsub('NUMSUB', redisChannel)) as [string, number];
    return Number(reply[1]);
  };
  const fixtureChanged = (): HubEvent => ({
    channel: SPORTS_CHANNEL,
    event: 'fixture_changed',
    data: { [randomUUID()]: { version: 1, status: 'PUBLISHED' } },
  });

  beforeAll(() => {
    if (REDIS_URL) admin = new Redis(REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    hubs = [];
  });
  afterAll(async () => {
    await admin?.quit();
  });

  it.skipIf(!REDIS_URL)('delivers events published by another instance', async () => {
    const [receiver, sender] = [openHub(), openHub()];
    const received: HubEvent[] = [];
    receiver.subscribe(SPORTS_CHANNEL, (event) => received.push(event));
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(1));

    const event = fixtureChanged();
    await sender.publish(event);
    await vi.waitFor(() => expect(received).toEqual([event]));
  });

  it.skipIf(!REDIS_URL)('drops and logs malformed messages', async () => {
    const hub = openHub();
    const received: HubEvent[] = [];
    hub.subscribe(SPORTS_CHANNEL, (event) => received.push(event));
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(1));
    log.warn.mockClear();

    await admin.publish(redisChannel, '{not json');
    await admin.publish(
      redisChannel,
      JSON.stringify({ origin: 'elsewhere', ...fixtureChanged(), data: { 'not-a-uid': 1 } }),
    );
    // Valid in itself, but claims a channel other than the one it came on.
    await admin.publish(
      redisChannel,
      JSON.stringify({ origin: 'elsewhere', ...fixtureChanged(), channel: 'player:someone' }),
    );
    const valid = fixtureChanged();
    await admin.publish(redisChannel, JSON.stringify({ origin: 'elsewhere', ...valid }));

    await vi.waitFor(() => expect(received).toEqual([valid]));
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ redisChannel }),
      'dropped malformed realtime message',
    );
  });

  it.skipIf(!REDIS_URL)('listens in Redis only while a local listener exists', async () => {
    const hub = openHub();
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(0));
    const stopFirst = hub.subscribe(SPORTS_CHANNEL, () => undefined);
    const stopSecond = hub.subscribe(SPORTS_CHANNEL, () => undefined);
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(1));

    stopFirst();
    stopFirst();
    // A ping on the same connection would order after UNSUBSCRIBE; waiting a little is the outside view.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await subscriberCount()).toBe(1);
    stopSecond();
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(0));
  });

  it.skipIf(!REDIS_URL)('answers a ping while Redis is reachable (readiness)', async () => {
    const hub = createRedisHub({ url: REDIS_URL ?? '', log, channelPrefix: prefix });
    await expect(hub.ping?.()).resolves.toBeUndefined();
    await hub.close();
    await expect(hub.ping?.()).rejects.toThrow();
  });

  it.skipIf(!REDIS_URL)('close() ends both connections', async () => {
    const hub = createRedisHub({ url: REDIS_URL ?? '', log, channelPrefix: prefix });
    hub.subscribe(SPORTS_CHANNEL, () => undefined);
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(1));
    await hub.close();
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(0));
    log.warn.mockClear();
    // The change behind an event is already committed: a dead Redis is logged, never thrown.
    await expect(hub.publish(fixtureChanged())).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'realtime publish failed');
  });

  it.skipIf(!REDIS_URL)('delivers to its own listeners at once, and only once', async () => {
    const hub = openHub();
    const received: HubEvent[] = [];
    hub.subscribe(SPORTS_CHANNEL, (event) => received.push(event));
    await vi.waitFor(async () => expect(await subscriberCount()).toBe(1));
    const event = fixtureChanged();
    const publishing = hub.publish(event);
    expect(received).toEqual([event]);
    await publishing;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([event]);
  });
});
