import {
  FOLLOW_MESSAGES,
  indiaDayOf,
  MAX_FOLLOWS,
  type FollowBody,
  type FollowList,
  type FollowNotice,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import {
  countFollows,
  deleteFollow,
  hasFollow,
  insertFollow,
  listFollows,
  listNotices,
  lockPlayer,
  readFollowEmails,
  writeFollowEmails,
} from './follows.queries';

const toIso = (value: Date | string): string => new Date(value).toISOString();

export async function getFollowList(db: Database, playerId: string): Promise<FollowList> {
  const [follows, emailNotices] = await Promise.all([
    listFollows(db, playerId),
    readFollowEmails(db, playerId),
  ]);
  return {
    follows: follows.map((row) => ({
      kind: row.kind,
      name: row.name,
      since: toIso(row.created_at),
    })),
    emailNotices,
  };
}

/** Follows a horse, jockey or trainer; following one already followed changes nothing. */
export async function followName(
  db: Database,
  playerId: string,
  body: FollowBody,
  now: Date,
): Promise<FollowList> {
  await db.transaction(async (tx) => {
    // The player's row locked: two follows at once cannot both pass the limit.
    await lockPlayer(tx, playerId);
    if (await hasFollow(tx, playerId, body.kind, body.name)) return;
    if ((await countFollows(tx, playerId)) >= MAX_FOLLOWS) {
      throw new AppError('CONFLICT', FOLLOW_MESSAGES.tooMany);
    }
    await insertFollow(tx, playerId, body.kind, body.name, now);
  });
  return getFollowList(db, playerId);
}

export async function unfollowName(
  db: Database,
  playerId: string,
  body: FollowBody,
): Promise<FollowList> {
  await deleteFollow(db, playerId, body.kind, body.name);
  return getFollowList(db, playerId);
}

export async function setFollowEmails(
  db: Database,
  playerId: string,
  emailNotices: boolean,
): Promise<FollowList> {
  await writeFollowEmails(db, playerId, emailNotices);
  return getFollowList(db, playerId);
}

/** The latest notices, newest first, each with the race it is about. */
export async function getFollowNotices(db: Database, playerId: string): Promise<FollowNotice[]> {
  const rows = await listNotices(db, playerId, 20);
  return rows.map((row) => ({
    uid: row.id,
    moment: row.moment,
    fixture: row.fixture_id,
    raceDay: indiaDayOf(new Date(row.start_at)),
    message: row.message,
    at: toIso(row.created_at),
  }));
}
