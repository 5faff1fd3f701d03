import { LANGUAGES, type PushKind, type PushPayload } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sayIn, type SayPush } from './push-words';
import { PUSH_PURPOSES } from './web-push-sender';

export interface PlayerPush {
  playerId: string;
  /** The push's words, said in each language of the app; the player's is queued. */
  words: (say: SayPush) => Pick<PushPayload, 'title' | 'body'>;
  url: PushPayload['url'];
  tag: PushPayload['tag'];
}

/**
 * Puts pushes in the outbox in the caller's transaction (so a push exists exactly when its
 * news committed), one row per player, and only for players with a browser that asked for
 * this kind: set-based, one statement, whatever the number of players (a race's settlement).
 * Each row carries its words in every language and the statement keeps the player's chosen
 * one (`players.language`; English when none or one without push words, decision 091).
 * The `notifications` job delivers each row once (decision 081), asking the contact rule then.
 */
export async function queuePushes(
  executor: Executor,
  kind: PushKind,
  pushes: readonly PlayerPush[],
): Promise<void> {
  if (pushes.length === 0) return;
  const rows = pushes.map(({ playerId, words, url, tag }) => ({
    player_id: playerId,
    texts: Object.fromEntries(
      LANGUAGES.map(({ tag: language }) => {
        const { title, body } = words(sayIn(language));
        return [language, { title, body: JSON.stringify({ kind, title, body, url, tag }) }];
      }),
    ),
  }));
  await executor.execute(sql`
    insert into outbox_messages ("to", channel, purpose, subject, body, carrier)
    select m.player_id::text, 'PUSH', ${PUSH_PURPOSES[kind]}, t.text->>'title', t.text->>'body',
      'WEB_PUSH'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(player_id uuid, texts jsonb)
    left join players p on p.id = m.player_id
    cross join lateral (
      select coalesce(m.texts -> p.language::text, m.texts -> 'en-IN') as text) t
    where exists (
      select 1 from push_subscriptions s
      where s.player_id = m.player_id and ${kind} = any(s.kinds))`);
}
