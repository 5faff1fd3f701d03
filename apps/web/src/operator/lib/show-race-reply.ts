import { operatorRaceSchema } from '@furlong/contract';
import type { QueryClient } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

/**
 * A race verb answers the race as it now stands: the console shows that at once (state,
 * header, the buttons it allows) instead of the state before the click until a reload lands.
 */
export function showRaceReply(queryClient: QueryClient, raceUid: string, reply: unknown): void {
  const race = operatorRaceSchema.safeParse(reply);
  if (race.success && race.data.uid === raceUid)
    queryClient.setQueryData(operatorKeys.race(raceUid), race.data);
}
