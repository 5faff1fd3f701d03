import { SPORTS_CHANNEL } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import type { RealtimeClient } from '../../../lib/realtime';
import { toteKeys } from '../api/tote-api';

const poolChangedSchema = z.object({ sportFixture: z.string() });

/**
 * Reloads a race's pools when the `sports` channel says one of them changed (`pool_changed`,
 * at most every 5 s per pool while money comes in): the event says what changed, the pools
 * GET says the figures.
 */
export function usePoolReloads(client: RealtimeClient | null, fixtureUid: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!client) return undefined;
    return client.listen(SPORTS_CHANNEL, (event) => {
      const { event: name, data } = event as { event: string; data: unknown };
      if (name !== 'pool_changed') return;
      const change = poolChangedSchema.safeParse(data);
      if (!change.success || change.data.sportFixture !== fixtureUid) return;
      void queryClient.invalidateQueries({ queryKey: toteKeys.pools(fixtureUid) });
    });
  }, [client, queryClient, fixtureUid]);
}
