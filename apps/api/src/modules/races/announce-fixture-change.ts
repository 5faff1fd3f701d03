import { SPORTS_CHANNEL, type FixtureStatus } from '@furlong/contract';
import type { RealtimeHub } from '../../realtime/hub';

/** Tells every instance and client that a race changed; they refetch it through the API. */
export async function announceFixtureChange(
  hub: RealtimeHub,
  fixture: { id: string; version: number; status: string },
): Promise<void> {
  await hub.publish({
    channel: SPORTS_CHANNEL,
    event: 'fixture_changed',
    data: { [fixture.id]: { version: fixture.version, status: fixture.status as FixtureStatus } },
  });
}
