import { playerChannel, type AccountChangedData } from '@furlong/contract';
import type { RealtimeHub } from './hub';

/**
 * Tells each player, on their private channel, that their bets or balance changed. Call it
 * after the change is committed: a client that refetches on the event must find it.
 */
export async function announceAccountChange(
  hub: RealtimeHub,
  playerIds: Iterable<string>,
  data: AccountChangedData,
): Promise<void> {
  await Promise.all(
    [...new Set(playerIds)].map((playerId) =>
      hub.publish({ channel: playerChannel(playerId), event: 'account_changed', data }),
    ),
  );
}
