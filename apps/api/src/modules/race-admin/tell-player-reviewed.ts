import { playerChannel } from '@furlong/contract';
import type { RealtimeHub } from '../../realtime/hub';

/** The player's private channel hears that a held bet was decided; the client refetches bets and wallet. */
export function tellPlayerReviewed(
  hub: RealtimeHub,
  bet: { playerId: string; fixtureId: string },
): Promise<void> {
  return hub.publish({
    channel: playerChannel(bet.playerId),
    event: 'account_changed',
    data: { reason: 'BET_REVIEWED', fixture: bet.fixtureId },
  });
}
