import { changedFixtureId, SPORTS_CHANNEL } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeClient } from '../../lib/realtime-context';
import { operatorKeys } from './operator-keys';

/**
 * Follows the public `sports` channel and reloads the board and the changed race. Unlike the
 * player's pages there is no random delay: a handful of operators, and they need the book now.
 * Also reloads after each (re)subscription, since events from before it were never delivered.
 */
export function useLiveRaces(): void {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!client) return undefined;
    const stopListening = client.listen(SPORTS_CHANNEL, (event) => {
      if (event.event !== 'fixture_changed') return;
      const raceUid = changedFixtureId(event.data);
      void queryClient.invalidateQueries({ queryKey: operatorKeys.boards() });
      if (raceUid !== undefined) {
        void queryClient.invalidateQueries({ queryKey: operatorKeys.race(raceUid) });
      }
      void queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() });
    });
    const stopResync = client.onSubscribed(SPORTS_CHANNEL, () => {
      void queryClient.invalidateQueries(
        { queryKey: operatorKeys.boards() },
        { cancelRefetch: false },
      );
    });
    return () => {
      stopListening();
      stopResync();
    };
  }, [client, queryClient]);
}
