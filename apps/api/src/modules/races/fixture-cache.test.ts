import { randomUUID } from 'node:crypto';
import { SPORTS_CHANNEL } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { createInProcessHub, type RealtimeHub } from '../../realtime/hub';
import { FixtureCache, FIXTURE_CACHE_TTL_MS } from './fixture-cache';

/** An in-process hub whose resync the test triggers, as a Redis reconnect would. */
function resyncableHub(): RealtimeHub & { resync(): void } {
  const hub = createInProcessHub();
  const listeners = new Set<() => void>();
  return {
    ...hub,
    onResync: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resync: () => listeners.forEach((listener) => listener()),
  };
}

const card = (version: number) => ({ body: `{"version":${version}}`, version });

describe('the race-card cache', () => {
  it('serves a card from memory for the TTL at most, then reloads it', async () => {
    let now = 1_000_000;
    const cache = new FixtureCache(createInProcessHub(), { now: () => now });
    const id = randomUUID();
    await cache.get(id, async () => card(1));
    expect(cache.peek(id)?.version).toBe(1);
    now += FIXTURE_CACHE_TTL_MS - 1;
    expect(cache.peek(id)?.version).toBe(1);
    now += 1;
    // An event lost on the way cannot keep an old card for longer than this.
    expect(cache.peek(id)).toBeUndefined();
    expect((await cache.get(id, async () => card(2)))?.version).toBe(2);
    cache.close();
  });

  it('drops every card when the hub may have missed events, and keeps no load begun before', async () => {
    const hub = resyncableHub();
    const cache = new FixtureCache(hub);
    const [first, second] = [randomUUID(), randomUUID()];
    await cache.get(first, async () => card(1));
    await cache.get(second, async () => card(1));

    let finishLoad: (() => void) | undefined;
    const loading = cache.get(
      first,
      () => new Promise((resolve) => (finishLoad = () => resolve(card(1)))),
    );
    hub.resync();
    expect(cache.peek(first)).toBeUndefined();
    expect(cache.peek(second)).toBeUndefined();
    finishLoad?.();
    await loading;
    // Read before the resync, it may be the stale one: not kept.
    expect(cache.peek(first)).toBeUndefined();
    cache.close();
  });

  it('still drops a card when its race changes', async () => {
    const hub = createInProcessHub();
    const cache = new FixtureCache(hub);
    const id = randomUUID();
    await cache.get(id, async () => card(1));
    await hub.publish({
      channel: SPORTS_CHANNEL,
      event: 'fixture_changed',
      data: { [id]: { version: 2, status: 'PUBLISHED' } },
    });
    expect(cache.peek(id)).toBeUndefined();
    cache.close();
  });

  it('loads a read card again as soon as its race changes, once for all who ask meanwhile', async () => {
    const hub = createInProcessHub();
    let loads = 0;
    const cache = new FixtureCache(hub, {
      refresh: async () => {
        loads += 1;
        return card(2);
      },
    });
    const [read, unread] = [randomUUID(), randomUUID()];
    await cache.get(read, async () => card(1));
    const announce = (id: string) =>
      hub.publish({
        channel: SPORTS_CHANNEL,
        event: 'fixture_changed',
        data: { [id]: { version: 2, status: 'PUBLISHED' } },
      });
    await announce(read);
    await announce(unread);
    const asked = await Promise.all([
      cache.get(read, async () => card(3)),
      cache.get(read, async () => card(3)),
    ]);
    expect(asked.map((entry) => entry?.version)).toEqual([2, 2]);
    // A card nobody read is not loaded on its change.
    expect(loads).toBe(1);
    expect(cache.peek(unread)).toBeUndefined();
    cache.close();
  });
});
