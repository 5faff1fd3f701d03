import type { FeedMessage } from '@furlong/contract';
import type { SystemActor } from '../audit/audit-operator';
import { receiveFeedMessages } from '../price-feeds/receive-feed-messages';
import type { RaceDeps } from '../races/race-deps';

/** The demo simulator's feed: one feed among others (decision 080). */
export const SIMULATOR_FEED_ID = 'simulator';
const SIMULATOR: SystemActor = { system: 'simulator' };

/**
 * The simulator's price moves and heartbeats go the way every feed's messages go
 * (receiveFeedMessages, decision 073): each race it prices follows the feed, so when the
 * simulator falls silent past the feed's stale time the race clock suspends its races, as it
 * would any feed's.
 */
export async function sendSimulatorMessages(
  deps: RaceDeps,
  messages: FeedMessage[],
): Promise<void> {
  await receiveFeedMessages(deps, SIMULATOR, SIMULATOR_FEED_ID, { messages });
}
