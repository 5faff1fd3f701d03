import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hashRefreshToken, newRefreshToken } from '../../security/refresh-tokens';
import { ACTIVITY_WRITE_INTERVAL_MS } from '../auth/session-rules';
import { operatorRefreshTokens, operators, operatorSessions } from './operators.schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(
  db: Executor,
  email: string,
): Promise<OperatorRow | undefined> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, email.trim().toLowerCase()));
  return operator;
}

export async function findOperatorById(db: Executor, id: string): Promise<OperatorRow | undefined> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, id));
  return operator;
}

/** The session behind an operator token, with the operator's current roles and state (a demotion or disable bites at once). */
export async function findOperatorSessionForAccess(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      session: operatorSessions,
      roles: operators.roles,
      disabledAt: operators.disabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, sessionId));
  return row;
}

export async function touchOperatorSession(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        lt(operatorSessions.lastActivityAt, new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS)),
      ),
    );
}

export async function revokeOperatorSession(
  db: Executor,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

export async function insertOperatorRefreshToken(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db
    .insert(operatorRefreshTokens)
    .values({ sessionId, tokenHash: hashRefreshToken(token), createdAt: now });
  return token;
}
