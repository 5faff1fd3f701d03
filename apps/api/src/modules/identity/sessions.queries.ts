import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { players } from '../customers/customers.schema';
import { sessions } from './identity.schema';

/** The session behind an access token, with what the bearer check needs of its player. */
export async function findSessionForAccess(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      session: sessions,
      passwordChangedAt: players.passwordChangedAt,
      frozenAt: players.frozenAt,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/** The sessions behind many access tokens at once (session-lookups.ts), with the same fields. */
export async function findSessionsForAccess(db: Executor, sessionIds: string[]) {
  return db
    .select({
      session: sessions,
      passwordChangedAt: players.passwordChangedAt,
      frozenAt: players.frozenAt,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(inArray(sessions.id, sessionIds));
}

/** A player's sessions not revoked and not past 30 days, most recently seen first (at most 100). */
export async function findOpenSessions(db: Executor, playerId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastActivityAt))
    .limit(100);
}

/** One session, only if it is this player's: another player's id finds nothing. */
export async function findPlayerSession(db: Executor, playerId: string, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId)));
  return row;
}

/** Revokes every session of the player but one; answers how many it ended. */
export async function revokeOtherSessions(
  db: Executor,
  playerId: string,
  keptSessionId: string,
  reason: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.playerId, playerId),
        ne(sessions.id, keptSessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
