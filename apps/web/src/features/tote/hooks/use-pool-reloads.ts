import { SPORTS_CHANNEL } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeClient } from '../../../lib/realtime';
import { toteKeys } from '../api/tote-api';

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
      if (event.event !== 'pool_changed' || event.data.sportFixture !== fixtureUid) return;
      void queryClient.invalidateQueries({ queryKey: toteKeys.pools(fixtureUid) });
    });
  }, [client, queryClient, fixtureUid]);
}
