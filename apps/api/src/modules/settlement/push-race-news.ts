import { formatRupees } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { SayPush } from '../notifications/push-words';
import { queuePushes } from '../notifications/queue-pushes';
import type { RaceSettledNoticeData } from '../notifications/player-notices.schema';

/** "You won ₹268.57", "₹100.00 refunded", both, or "Your bet lost": the notice's words. */
export function describeRaceNews(data: RaceSettledNoticeData, say: SayPush): string {
  const won = formatRupees(data.wonPaise);
  const refunded = formatRupees(data.refundedPaise);
  if (data.wonPaise > 0 && data.refundedPaise > 0) return say('wonAndRefunded', { won, refunded });
  if (data.wonPaise > 0) return say('won', { amount: won });
  if (data.refundedPaise > 0) return say('refunded', { amount: refunded });
  return say(data.lost === 1 ? 'lostOne' : 'lostMany');
}

/**
 * The settlement's news as a push (kind RESULTS) to the players whose browsers asked for it,
 * in the settlement's transaction: the notices `recordRaceNews` has just written at `now`.
 */
export async function pushRaceNews(
  tx: Transaction,
  fixtureId: string,
  playerIds: readonly string[],
  now: Date,
): Promise<void> {
  if (playerIds.length === 0) return;
  const rows = await queryRows<{ player_id: string; data: RaceSettledNoticeData }>(
    tx,
    sql`
    select n.player_id, n.data from player_notices n
    where n.fixture_id = ${fixtureId}::uuid and n.created_at = ${now.toISOString()}::timestamptz
      and n.player_id = any(${`{${playerIds.join(',')}}`}::uuid[])
      and exists (select 1 from push_subscriptions s
        where s.player_id = n.player_id and 'RESULTS' = any(s.kinds))`,
  );
  await queuePushes(
    tx,
    'RESULTS',
    rows.map((row) => ({
      playerId: row.player_id,
      words: (say) => ({
        title: say('race', {
          venue: row.data.venueName,
          race: row.data.raceNumber,
        }),
        body: describeRaceNews(row.data, say),
      }),
      url: '/myaccount/my-bets',
      tag: `race-${fixtureId}`,
    })),
  );
}
