import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hashRefreshToken, newRefreshToken } from '../../security/refresh-tokens';
import { players } from '../customers/customers.schema';
import { ACTIVITY_WRITE_INTERVAL_MS } from './session-rules';
import { refreshTokens, sessions } from './identity.schema';

export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hashRefreshToken(token), createdAt: now });
  return token;
}

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

export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastActivityAt, new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS)),
      ),
    );
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(
  db: Executor,
  playerId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
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
