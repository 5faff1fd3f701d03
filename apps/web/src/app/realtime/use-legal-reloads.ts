import { SPORTS_CHANNEL } from '@furlong/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys } from '../../features/account/api/account-keys';
import { useRealtimeClient } from '../../lib/realtime-context';

/**
 * A state's mode changed (`legal_changed` on the public channel, decision 063): the signed-in
 * player's record, which carries their state's mode, refetches, so the banner shows without a
 * reload.
 */
export function useLegalReloads(isSignedIn: boolean): void {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!client || !isSignedIn) return undefined;
    return client.listen(SPORTS_CHANNEL, (event) => {
      if (event.event === 'legal_changed')
        void queryClient.invalidateQueries({ queryKey: accountKeys.self });
    });
  }, [client, isSignedIn, queryClient]);
}
