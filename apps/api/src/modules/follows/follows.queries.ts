import type { FollowKind } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Names match whatever their case and spacing: "A. Sandesh" and "a.  sandesh" are one jockey. */
export function nameKeyOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface FollowRow {
  kind: FollowKind;
  name: string;
  created_at: Date | string;
}

export function listFollows(db: Executor, playerId: string): Promise<FollowRow[]> {
  return queryRows<FollowRow>(
    db,
    sql`SELECT kind, name, created_at FROM player_follows
        WHERE player_id = ${playerId} ORDER BY created_at DESC, kind, name_key`,
  );
}

export async function countFollows(db: Executor, playerId: string): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM player_follows WHERE player_id = ${playerId}`,
  );
  return Number(row?.count ?? 0);
}

export async function lockPlayer(db: Executor, playerId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM players WHERE id = ${playerId} FOR UPDATE`);
}

export async function hasFollow(
  db: Executor,
  playerId: string,
  kind: FollowKind,
  name: string,
): Promise<boolean> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`SELECT kind FROM player_follows
        WHERE player_id = ${playerId} AND kind = ${kind} AND name_key = ${nameKeyOf(name)}`,
  );
  return rows.length > 0;
}

/** True when the follow is new; following twice keeps the first. */
export async function insertFollow(
  db: Executor,
  playerId: string,
  kind: FollowKind,
  name: string,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`INSERT INTO player_follows (player_id, kind, name, name_key, created_at)
        VALUES (${playerId}, ${kind}, ${name.trim().replace(/\s+/g, ' ')}, ${nameKeyOf(name)}, ${now.toISOString()})
        ON CONFLICT (player_id, kind, name_key) DO NOTHING
        RETURNING kind`,
  );
  return rows.length > 0;
}

export async function deleteFollow(
  db: Executor,
  playerId: string,
  kind: FollowKind,
  name: string,
): Promise<boolean> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`DELETE FROM player_follows
        WHERE player_id = ${playerId} AND kind = ${kind} AND name_key = ${nameKeyOf(name)}
        RETURNING kind`,
  );
  return rows.length > 0;
}

export async function readFollowEmails(db: Executor, playerId: string): Promise<boolean> {
  const [row] = await queryRows<{ follow_emails: boolean }>(
    db,
    sql`SELECT follow_emails FROM players WHERE id = ${playerId}`,
  );
  return row?.follow_emails ?? false;
}

export async function writeFollowEmails(
  db: Executor,
  playerId: string,
  isOn: boolean,
): Promise<void> {
  await db.execute(sql`UPDATE players SET follow_emails = ${isOn} WHERE id = ${playerId}`);
}

export interface NoticeRow {
  id: string;
  moment: 'DECLARED' | 'STARTING_SOON' | 'RESULT';
  fixture_id: string;
  start_at: Date | string;
  message: string;
  created_at: Date | string;
}

export function listNotices(db: Executor, playerId: string, limit: number): Promise<NoticeRow[]> {
  return queryRows<NoticeRow>(
    db,
    sql`SELECT n.id, n.moment, n.fixture_id, fx.start_at, n.message, n.created_at
        FROM follow_notices n JOIN fixtures fx ON fx.id = n.fixture_id
        WHERE n.player_id = ${playerId}
        ORDER BY n.created_at DESC,
          CASE n.moment WHEN 'RESULT' THEN 0 WHEN 'STARTING_SOON' THEN 1 ELSE 2 END, n.id
        LIMIT ${limit}`,
  );
}
