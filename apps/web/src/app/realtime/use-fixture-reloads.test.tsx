import type { FixtureChangedData } from '@furlong/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raceKeys } from '../../features/races/api/race-keys';
import type { ChannelListener, RealtimeClient } from '../../lib/realtime';
import { buildFixture, nextUuid } from '../../test/race-data';
import { createTestQueryClient } from '../../test/render';
import { RealtimeContext } from './realtime-context';
import { useFixtureReloads } from './use-fixture-reloads';

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
  const announce = (fixtureUid: string, version = 2) => {
    const data: FixtureChangedData = { [fixtureUid]: { version, status: 'SUSPENDED' } };
    listeners.forEach((listener) =>
      listener({ type: 'event', channel: 'sports', event: 'fixture_changed', data }),
    );
  };
  const confirmSubscription = () => subscribedListeners.forEach((listener) => listener());
  return { client, announce, confirmSubscription };
}

function renderReloads(activeFixtureId: string | undefined) {
  const fake = createFakeRealtime();
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeContext value={fake.client}>{children}</RealtimeContext>
    </QueryClientProvider>
  );
  const hook = renderHook(({ active }) => useFixtureReloads(active), {
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
    expect(invalidate).toHaveBeenCalledWith({ queryKey: raceKeys.days() });
  });

  it('ignores changes to other races while a race page is open', async () => {
    const { announce, invalidate } = renderReloads(open);

    announce(other);
    await vi.advanceTimersByTimeAsync(2000);

    expect(invalidate).not.toHaveBeenCalled();
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
    expect(invalidate).toHaveBeenCalledWith({ queryKey: raceKeys.fixture(open) });
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

  it('drops pending reloads when the page goes away', async () => {
    const { announce, invalidate, unmount } = renderReloads(undefined);

    announce(other);
    unmount();
    await vi.advanceTimersByTimeAsync(2000);

    expect(invalidate).not.toHaveBeenCalled();
  });
});
