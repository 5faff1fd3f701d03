import { SPORTS_CHANNEL } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeClient } from '../../../lib/realtime';
import { multiRaceKeys } from '../api/multi-race-api';

/**
 * Reloads the day's multi-race pools when a leg's race changes (a result, a scratching, the off),
 * its pools take money, or one of the day's multi-race pools does: the event says what changed,
 * the pools GET says the figures.
 */
export function useMultiRaceReloads(
  client: RealtimeClient | null,
  day: string,
  legUids: readonly string[],
): void {
  const queryClient = useQueryClient();
  const legs = legUids.join(',');
  useEffect(() => {
    if (!client) return undefined;
    const watched = new Set(legs.split(','));
    return client.listen(SPORTS_CHANNEL, (event) => {
      const isLegChange =
        (event.event === 'multi_race_pool_changed' && event.data.raceDay === day) ||
        (event.event === 'pool_changed' && watched.has(event.data.sportFixture)) ||
        (event.event === 'fixture_changed' &&
          Object.keys(event.data).some((uid) => watched.has(uid)));
      if (isLegChange) void queryClient.invalidateQueries({ queryKey: multiRaceKeys.pools(day) });
    });
  }, [client, queryClient, day, legs]);
}
