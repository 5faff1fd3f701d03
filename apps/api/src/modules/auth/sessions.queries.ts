import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hashRefreshToken, newRefreshToken } from '../../security/refresh-tokens';
import type { SessionTables } from './principal';
import { ACTIVITY_WRITE_INTERVAL_MS } from './session-rules';

/**
 * Opens a session row (a new refresh-token family). `details` are the principal's own columns
 * (a player's device and proof of identity).
 */
export async function insertSession(
  db: Executor,
  tables: SessionTables,
  values: { ownerId: string; now: Date; expiresAt: Date; details?: Record<string, unknown> },
): Promise<string> {
  const [session] = await db
    .insert(tables.sessions)
    .values({
      [tables.ownerKey]: values.ownerId,
      createdAt: values.now,
      lastActivityAt: values.now,
      expiresAt: values.expiresAt,
      ...values.details,
    })
    .returning({ id: tables.sessions.id });
  return (session as { id: string }).id;
}

export async function insertRefreshToken(
  db: Executor,
  tables: SessionTables,
  sessionId: string,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db
    .insert(tables.refreshTokens)
    .values({ sessionId, tokenHash: hashRefreshToken(token), createdAt: now });
  return token;
}

/** Last seen, written at most once a minute: a later request in the minute changes nothing. */
export async function touchSession(
  db: Executor,
  tables: SessionTables,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(tables.sessions)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(tables.sessions.id, sessionId),
        lt(tables.sessions.lastActivityAt, new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS)),
      ),
    );
}

export async function revokeSession(
  db: Executor,
  tables: SessionTables,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(tables.sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(tables.sessions.id, sessionId), isNull(tables.sessions.revokedAt)));
}

/** Ends every open session of one owner (a password reset, a freeze, a disabled operator). */
export async function revokeAllSessions(
  db: Executor,
  tables: SessionTables,
  ownerId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(tables.sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(tables.ownerId, ownerId), isNull(tables.sessions.revokedAt)));
}
