import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelListener, RealtimeClient } from '../../../lib/realtime';
import { nextUuid } from '../../../test/race-data';
import { createTestQueryClient } from '../../../test/render';
import { multiRaceKeys } from '../api/multi-race-api';
import { useMultiRaceReloads } from './use-multi-race-reloads';

describe('multi-race pool reloads', () => {
  it("refetches the day's pools when one of that day's multi-race pools or a leg's pool takes money", () => {
    const listeners = new Set<ChannelListener>();
    const client: RealtimeClient = {
      listen: (_channel, listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onSubscribed: () => () => undefined,
      onRefused: () => () => undefined,
      authenticate: () => undefined,
      close: () => undefined,
    };
    const day = '2026-11-27';
    const leg = nextUuid();
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useMultiRaceReloads(client, day, [leg]), { wrapper });
    const send = (message: Parameters<ChannelListener>[0]) =>
      listeners.forEach((listener) => listener(message));
    const multiRace = (raceDay: string) =>
      send({
        type: 'event',
        channel: 'sports',
        event: 'multi_race_pool_changed',
        data: { pool: nextUuid(), raceDay, version: 12 },
      });

    multiRace('2026-11-28');
    expect(invalidate).not.toHaveBeenCalled();
    multiRace(day);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: multiRaceKeys.pools(day) });
    send({
      type: 'event',
      channel: 'sports',
      event: 'pool_changed',
      data: { sportFixture: leg, pool: 'WIN', version: 3 },
    });
    expect(invalidate).toHaveBeenCalledTimes(2);
    hook.unmount();
    expect(listeners.size).toBe(0);
  });
});
