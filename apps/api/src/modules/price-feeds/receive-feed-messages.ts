import type { FeedMessage, FeedMessagesBody, FeedMessagesResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { OperatorActor, SystemActor } from '../audit/audit-operator';
import { runRaceAction, type RaceCommand } from '../race-control/run-race-action';
import type { RaceDeps } from '../races/race-deps';
import { fixtures } from '../races/races.schema';
import { priceFeeds } from './price-feeds.schema';

/** A feed's message as the race verb the trader would run: prices, state, result. */
function toCommand(message: Exclude<FeedMessage, { type: 'heartbeat' }>): RaceCommand {
  switch (message.type) {
    case 'prices':
      return { action: 'prices', prices: message.prices };
    case 'status':
      return {
        action: message.status === 'OPEN' ? 'reopen' : message.status === 'OFF' ? 'off' : 'suspend',
      };
    case 'result':
      return {
        action: 'result',
        standings: message.standings,
        ...(message.official ? { official: true } : {}),
      };
  }
}

/**
 * Takes a batch from a feed (decision 073): the feed is marked alive first (a message arrived,
 * even one refused), each race named follows this feed from now on, and each message runs
 * through the race verbs in order, audited under the operator account the feed signs in with
 * (the demo simulator, a feed inside the server, as the system: simulator-feed.ts).
 * A refused message stops the batch: the ones before it stand.
 */
export async function receiveFeedMessages(
  deps: RaceDeps,
  actor: OperatorActor | SystemActor,
  feedId: string,
  body: FeedMessagesBody,
): Promise<FeedMessagesResponse> {
  const receivedAt = deps.clock.now();
  await deps.db
    .insert(priceFeeds)
    .values({ id: feedId, lastMessageAt: receivedAt, staleAfterSeconds: body.staleAfterSeconds })
    .onConflictDoUpdate({
      target: priceFeeds.id,
      set: {
        lastMessageAt: receivedAt,
        ...(body.staleAfterSeconds ? { staleAfterSeconds: body.staleAfterSeconds } : {}),
      },
    });
  let applied = 0;
  for (const message of body.messages) {
    if (message.type !== 'heartbeat') {
      await deps.db.update(fixtures).set({ feedId }).where(eq(fixtures.id, message.race));
      await runRaceAction(deps, actor, message.race, toCommand(message));
    }
    applied += 1;
  }
  return { feedId, applied, receivedAt: receivedAt.toISOString() };
}
