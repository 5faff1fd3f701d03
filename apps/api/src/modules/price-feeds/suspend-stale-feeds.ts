import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { recordAudit } from '../audit/record-audit';
import { suspendAndSettle } from '../race-control/race-operations';
import type { RaceDeps } from '../races/race-deps';

/**
 * Suspends every open race whose feed has sent nothing for its stale time (its own, else
 * `defaultStaleSeconds`), on the app clock; the race stays suspended until the feed (or a
 * trader) reopens it. Answers the races suspended.
 */
export async function suspendStaleFeeds(
  deps: RaceDeps,
  defaultStaleSeconds: number,
): Promise<string[]> {
  const now = deps.clock.now();
  const stale = await queryRows<{ fixture_id: string; feed_id: string; last_message_at: string }>(
    deps.db,
    sql`select f.id as fixture_id, p.id as feed_id, p.last_message_at::text
      from fixtures f join price_feeds p on p.id = f.feed_id
      where f.status = 'PUBLISHED' and f.off_at is null
        and p.last_message_at
          < ${now.toISOString()}::timestamptz
            - make_interval(secs => coalesce(p.stale_after_seconds, ${defaultStaleSeconds}))`,
  );
  const suspended: string[] = [];
  for (const race of stale) {
    await suspendAndSettle(deps, race.fixture_id);
    await recordAudit(deps.db, {
      actor: { type: 'system', id: null },
      action: 'race.feed-stale',
      subjectId: race.fixture_id,
      ip: null,
      details: { feedId: race.feed_id, lastMessageAt: race.last_message_at },
    });
    suspended.push(race.fixture_id);
  }
  return suspended;
}
