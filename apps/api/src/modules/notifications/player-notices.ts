import { paiseToRupees, PLAYER_NOTICES_KEPT, type PlayerNotice } from '@furlong/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { playerNotices } from './player-notices.schema';

/** The player's newest notices (at most 50 are kept), newest first. */
export async function listPlayerNotices(db: Executor, playerId: string): Promise<PlayerNotice[]> {
  const rows = await db
    .select()
    .from(playerNotices)
    .where(eq(playerNotices.playerId, playerId))
    .orderBy(desc(playerNotices.createdAt), desc(playerNotices.id))
    .limit(PLAYER_NOTICES_KEPT);
  return rows.map((row) => ({
    uid: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    sportFixture: row.fixtureId,
    venueName: row.data.venueName,
    raceNumber: row.data.raceNumber,
    won: paiseToRupees(row.data.wonPaise),
    refunded: paiseToRupees(row.data.refundedPaise),
    lost: row.data.lost,
    dismissed: row.dismissedAt !== null,
  }));
}

/** Marks one of the player's notices dismissed; false when the player has no such notice. */
export async function dismissPlayerNotice(
  db: Executor,
  playerId: string,
  noticeId: string,
  now: Date,
): Promise<boolean> {
  const found = await db
    .update(playerNotices)
    .set({ dismissedAt: now })
    .where(
      and(
        eq(playerNotices.id, noticeId),
        eq(playerNotices.playerId, playerId),
        isNull(playerNotices.dismissedAt),
      ),
    )
    .returning({ id: playerNotices.id });
  if (found.length > 0) return true;
  const [mine] = await db
    .select({ id: playerNotices.id })
    .from(playerNotices)
    .where(and(eq(playerNotices.id, noticeId), eq(playerNotices.playerId, playerId)));
  return mine !== undefined;
}
