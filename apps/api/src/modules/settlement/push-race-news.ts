import { formatRupees } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { queuePushes } from '../notifications/queue-pushes';
import type { RaceSettledNoticeData } from '../notifications/player-notices.schema';

/** "You won ₹268.57", "₹100.00 refunded", both, or "Your bet lost": the notice's words. */
export function describeRaceNews(data: RaceSettledNoticeData): string {
  const won = data.wonPaise > 0 ? `You won ${formatRupees(data.wonPaise)}` : '';
  const refunded = data.refundedPaise > 0 ? `${formatRupees(data.refundedPaise)} refunded` : '';
  if (won && refunded) return `${won} and ${formatRupees(data.refundedPaise)} was refunded`;
  if (won || refunded) return won || refunded;
  return data.lost === 1 ? 'Your bet lost' : 'Your bets lost';
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
      payload: {
        title: `${row.data.venueName} R${row.data.raceNumber}`,
        body: describeRaceNews(row.data),
        url: '/myaccount/my-bets',
        tag: `race-${fixtureId}`,
      },
    })),
  );
}
