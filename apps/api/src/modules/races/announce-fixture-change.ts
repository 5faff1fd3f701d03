import { SPORTS_CHANNEL, type FixtureStatus, type SelectionPrice } from '@furlong/contract';
import type { RealtimeHub } from '../../realtime/hub';

/** What a change that only moved prices tells clients, so they need no reload. */
export interface PriceMove {
  prices: readonly SelectionPrice[];
  at: Date;
}

/**
 * Tells every instance and client that a race changed; they refetch it through the API, unless
 * the change only moved prices: then the event carries them (decision 043).
 */
export async function announceFixtureChange(
  hub: RealtimeHub,
  fixture: { id: string; version: number; status: string },
  priceMove?: PriceMove,
): Promise<void> {
  const change = { version: fixture.version, status: fixture.status as FixtureStatus };
  await hub.publish({
    channel: SPORTS_CHANNEL,
    event: 'fixture_changed',
    data: {
      [fixture.id]: priceMove
        ? { ...change, prices: [...priceMove.prices], at: priceMove.at.toISOString() }
        : change,
    },
  });
}
