import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelListener, RealtimeClient } from '../../../lib/realtime';
import { nextUuid } from '../../../test/race-data';
import { createTestQueryClient } from '../../../test/render';
import { toteKeys } from '../api/tote-api';
import { usePoolReloads } from './use-pool-reloads';

describe('pool reloads', () => {
  it('refetches the pools when pool_changed names the race on screen, and only then', () => {
    const listeners = new Set<ChannelListener>();
    const client: RealtimeClient = {
      listen: (channel, listener) => {
        expect(channel).toBe('sports');
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onSubscribed: () => () => undefined,
      onRefused: () => () => undefined,
      authenticate: () => undefined,
      close: () => undefined,
    };
    const race = nextUuid();
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => usePoolReloads(client, race), { wrapper });
    const announce = (sportFixture: string) =>
      listeners.forEach((listener) =>
        listener({
          type: 'event',
          channel: 'sports',
          event: 'pool_changed',
          data: { sportFixture, pool: 'FORECAST', version: 3 },
        }),
      );

    announce(nextUuid());
    expect(invalidate).not.toHaveBeenCalled();
    announce(race);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: toteKeys.pools(race) });
    hook.unmount();
    expect(listeners.size).toBe(0);
  });
});
