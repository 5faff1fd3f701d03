import { paiseToRupees, type PlaySession } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * This sign-in's play for the reality check: minutes since the session started, and the
 * stakes and returns of bets placed since (open stakes count as spent; refunds count for
 * nothing).
 */
export async function getPlaySession(
  db: Executor,
  playerId: string,
  sessionId: string,
  now: Date,
): Promise<PlaySession> {
  const [row] = await queryRows<{ started_at: string | Date; stakes: string; returns: string }>(
    db,
    sql`select s.created_at as started_at,
          coalesce(sum(b.stake_paise), 0) as stakes, coalesce(sum(b.payout_paise), 0) as returns
        from sessions s
        left join bets b on b.player_id = s.player_id and b.placed_at >= s.created_at
          and b.status in ('ACCEPTED', 'CONFIRMED', 'WON', 'LOST')
        where s.id = ${sessionId}::uuid and s.player_id = ${playerId}::uuid
        group by s.created_at`,
  );
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const startedAt = new Date(row.started_at);
  const stakes = Number(row.stakes);
  const returns = Number(row.returns);
  return {
    startedAt: startedAt.toISOString(),
    minutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
    stakes: paiseToRupees(stakes),
    returns: paiseToRupees(returns),
    net: paiseToRupees(returns - stakes),
  };
}
