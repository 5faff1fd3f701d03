import type { FixtureChangedData, FixtureChangeNotice } from '@furlong/contract';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raceKeys } from '../../features/races/api/race-keys';
import type { ChannelListener, RealtimeClient } from '../../lib/realtime';
import { buildFixture, buildRunner, buildSummary, nextUuid } from '../../test/race-data';
import { createTestQueryClient } from '../../test/render';
import { RealtimeContext } from '../../lib/realtime-context';
import { LIST_RELOAD_GAP_MS, useFixtureReloads } from './use-fixture-reloads';

function createFakeRealtime() {
  const listeners = new Set<ChannelListener>();
  const subscribedListeners = new Set<() => void>();
  const client: RealtimeClient = {
    listen: (channel, listener) => {
      expect(channel).toBe('sports');
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSubscribed: (channel, listener) => {
      expect(channel).toBe('sports');
      subscribedListeners.add(listener);
      return () => subscribedListeners.delete(listener);
    },
    onRefused: () => () => undefined,
    authenticate: () => undefined,
    close: () => undefined,
  };
  const announce = (fixtureUid: string, version = 2) =>
    announceChange(fixtureUid, { version, status: 'SUSPENDED' });
  const announceChange = (fixtureUid: string, change: FixtureChangeNotice) => {
    const data: FixtureChangedData = { [fixtureUid]: change };
    listeners.forEach((listener) =>
      listener({ type: 'event', channel: 'sports', event: 'fixture_changed', data }),
    );
  };
  const confirmSubscription = () => subscribedListeners.forEach((listener) => listener());
  return { client, announce, announceChange, confirmSubscription };
}

function renderReloads(activeFixtureId: string | undefined, slipFixtureIds?: ReadonlySet<string>) {
  const fake = createFakeRealtime();
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeContext value={fake.client}>{children}</RealtimeContext>
    </QueryClientProvider>
  );
  const hook = renderHook(({ active }) => useFixtureReloads(active, slipFixtureIds), {
    initialProps: { active: activeFixtureId },
    wrapper,
  });
  const reloadedFixtures = () =>
    invalidate.mock.calls
      .map(([filters]) => filters?.queryKey)
      .filter((key) => key?.[1] === 'fixture')
      .map((key) => key?.[2]);
  return { ...fake, ...hook, queryClient, invalidate, reloadedFixtures };
}

describe('useFixtureReloads', () => {
  const open = nextUuid();
  const other = nextUuid();

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads the open race and the day list 0.5 to 2 s after its change', async () => {
    const { announce, invalidate, reloadedFixtures } = renderReloads(open);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);

    announce(open);
    await vi.advanceTimersByTimeAsync(499);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1501);

    expect(reloadedFixtures()).toEqual([open]);
    expect(invalidate).toHaveBeenCalledWith(
      { queryKey: raceKeys.days() },
      { cancelRefetch: false },
    );
  });

  it('ignores changes to other races while a race page is open', async () => {
    const { announce, invalidate } = renderReloads(open);

    announce(other);
    await vi.advanceTimersByTimeAsync(2000);

    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reloads a race of the slip while another race page is open (decision 062)', async () => {
    const { announce, reloadedFixtures } = renderReloads(open, new Set([other]));

    announce(other);
    await vi.advanceTimersByTimeAsync(2000);

    expect(reloadedFixtures()).toEqual([other]);
  });

  it('reloads any changed race when no race page is open', async () => {
    const { announce, reloadedFixtures, rerender } = renderReloads(open);

    rerender({ active: undefined });
    announce(other);
    await vi.advanceTimersByTimeAsync(2000);

    expect(reloadedFixtures()).toEqual([other]);
  });

  it('skips the reload when the cached race is already at that version', async () => {
    const { announce, invalidate, queryClient } = renderReloads(open);
    queryClient.setQueryData(raceKeys.fixture(open), buildFixture({ uid: open, version: 5 }));

    announce(open, 5);
    await vi.advanceTimersByTimeAsync(2000);
    expect(invalidate).not.toHaveBeenCalled();

    announce(open, 6);
    await vi.advanceTimersByTimeAsync(2000);
    expect(invalidate).toHaveBeenCalledWith(
      { queryKey: raceKeys.fixture(open) },
      { cancelRefetch: false },
    );
  });

  it('refetches races loaded before the subscription was confirmed, not those loaded after', async () => {
    const { confirmSubscription, invalidate, queryClient } = renderReloads(undefined);
    queryClient.setQueryData(raceKeys.fixture(open), buildFixture({ uid: open }));
    vi.advanceTimersByTime(10);
    confirmSubscription();
    const filters = invalidate.mock.calls[0]?.[0];
    vi.advanceTimersByTime(10);
    queryClient.setQueryData(raceKeys.fixture(other), buildFixture({ uid: other }));

    const matched = queryClient
      .getQueryCache()
      .findAll(filters)
      .map((query) => query.queryKey);
    expect(matched).toEqual([raceKeys.fixture(open)]);
  });

  it('meets a burst of changes with one day-list request at a time, none cancelled', async () => {
    const { announce, queryClient } = renderReloads(undefined);
    const day = '2031-03-05';
    let started = 0;
    let cancelled = 0;
    // An observed day list, as the race day page holds it; each request answers in 800 ms.
    const observer = new QueryObserver(queryClient, {
      queryKey: raceKeys.day(day),
      queryFn: ({ signal }) =>
        new Promise<unknown[]>((resolve) => {
          started += 1;
          signal.addEventListener('abort', () => (cancelled += 1));
          setTimeout(() => resolve([]), 800);
        }),
      staleTime: 30_000,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(800);
    expect(started).toBe(1);

    // A server seeding a week: 300 races announced over 6 s, none of them on the list.
    for (let index = 0; index < 300; index += 1) {
      announce(nextUuid(), 1);
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    stop();

    expect(cancelled).toBe(0);
    // One reload per LIST_RELOAD_GAP_MS at most, not one per race.
    expect(started).toBeGreaterThan(1);
    expect(started).toBeLessThanOrEqual(1 + Math.ceil(16_000 / LIST_RELOAD_GAP_MS));
    // Changes announced while a reload was in flight are still fetched afterwards.
    expect(queryClient.getQueryState(raceKeys.day(day))?.isInvalidated).toBe(false);
  });

  it('drops pending reloads when the page goes away', async () => {
    const { announce, invalidate, unmount } = renderReloads(undefined);

    announce(other);
    unmount();
    await vi.advanceTimersByTimeAsync(2000);

    expect(invalidate).not.toHaveBeenCalled();
  });

  describe('an event that carries new prices', () => {
    const win = nextUuid();
    const place = nextUuid();
    const runner = buildRunner({
      odds: [
        { market: 'WIN', selection: win, price: 2, status: 'OPEN' },
        { market: 'PLACE', selection: place, price: 1.2, status: 'OPEN' },
      ],
    });
    const cardAt = (version: number) =>
      buildFixture({
        uid: open,
        version,
        status: 'PUBLISHED',
        participants: [runner],
        markets: [
          {
            uid: nextUuid(),
            type: 'WIN',
            status: 'OPEN',
            selections: [
              { uid: win, participant: runner.uid, horseNumber: 1, price: 2, status: 'OPEN' },
            ],
          },
        ],
      });
    const priceMove = (version: number): FixtureChangeNotice => ({
      version,
      status: 'PUBLISHED',
      prices: [{ selection: win, price: 7.5 }],
      at: '2031-03-05T09:30:00.000Z',
    });

    it('updates the cached card, the day list and the price history without a request', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const { announceChange, invalidate, queryClient } = renderReloads(open);
      queryClient.setQueryData(raceKeys.fixture(open), cardAt(5));
      queryClient.setQueryData(raceKeys.day('2031-03-05'), [
        buildSummary({ uid: open, version: 5, status: 'PUBLISHED' }),
      ]);
      queryClient.setQueryData(raceKeys.priceHistory(open, 5), {
        [win]: [{ at: '2031-03-05T09:00:00.000Z', price: 2 }],
      });

      announceChange(open, priceMove(6));
      await vi.advanceTimersByTimeAsync(2000);

      expect(fetchSpy).not.toHaveBeenCalled();
      expect(invalidate).not.toHaveBeenCalled();
      const card = queryClient.getQueryData<ReturnType<typeof cardAt>>(raceKeys.fixture(open));
      expect(card?.version).toBe(6);
      expect(card?.participants[0]?.odds.map((odds) => odds.price)).toEqual([7.5, 1.2]);
      expect(card?.markets[0]?.selections[0]?.price).toBe(7.5);
      expect(
        queryClient.getQueryData<{ version: number }[]>(raceKeys.day('2031-03-05'))?.[0]?.version,
      ).toBe(6);
      expect(queryClient.getQueryData(raceKeys.priceHistory(open, 6))).toEqual({
        [win]: [
          { at: '2031-03-05T09:00:00.000Z', price: 2 },
          { at: '2031-03-05T09:30:00.000Z', price: 7.5 },
        ],
      });
      fetchSpy.mockRestore();
    });

    it('reloads (after the jitter) when the card it holds missed a version', async () => {
      const { announceChange, queryClient, reloadedFixtures } = renderReloads(open);
      vi.spyOn(Math, 'random').mockReturnValue(0);
      queryClient.setQueryData(raceKeys.fixture(open), cardAt(4));

      announceChange(open, priceMove(6));
      expect(reloadedFixtures()).toEqual([]);
      await vi.advanceTimersByTimeAsync(500);

      expect(reloadedFixtures()).toEqual([open]);
      expect(queryClient.getQueryData<{ version: number }>(raceKeys.fixture(open))?.version).toBe(
        4,
      );
    });
  });
});
