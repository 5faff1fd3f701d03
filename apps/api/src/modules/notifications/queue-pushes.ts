import type { PushKind, PushPayload } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PUSH_PURPOSES } from './web-push-sender';

export interface PlayerPush {
  playerId: string;
  payload: Omit<PushPayload, 'kind'>;
}

/**
 * Puts pushes in the outbox in the caller's transaction (so a push exists exactly when its
 * news committed), one row per player, and only for players with a browser that asked for
 * this kind: set-based, one statement, whatever the number of players (a race's settlement).
 * The `notifications` job delivers each row once (decision 081), asking the contact rule then.
 */
export async function queuePushes(
  executor: Executor,
  kind: PushKind,
  pushes: readonly PlayerPush[],
): Promise<void> {
  if (pushes.length === 0) return;
  const rows = pushes.map(({ playerId, payload }) => ({
    player_id: playerId,
    title: payload.title,
    body: JSON.stringify({ kind, ...payload }),
  }));
  await executor.execute(sql`
    insert into outbox_messages ("to", channel, purpose, subject, body, carrier)
    select m.player_id::text, 'PUSH', ${PUSH_PURPOSES[kind]}, m.title, m.body, 'WEB_PUSH'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(player_id uuid, title text, body text)
    where exists (
      select 1 from push_subscriptions s
      where s.player_id = m.player_id and ${kind} = any(s.kinds))`);
}
