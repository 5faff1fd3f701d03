import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database, Executor } from '../../db/client';
import { hashRefreshToken } from '../../security/refresh-tokens';
import { recordAudit } from '../audit/record-audit';
import type { Principal } from './principal';
import { ACTIVITY_WRITE_INTERVAL_MS, isSessionLive, type SessionState } from './session-rules';
import { insertRefreshToken, revokeSession, touchSession } from './sessions.queries';

const expired = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

export interface RotatedSession<Owner> {
  owner: Owner;
  sessionId: string;
  refreshToken: string;
}

/**
 * Rotates a refresh token. Each token works once: presenting a used one means it was copied,
 * so the whole session (every token of the family, the newest too) is revoked and audited.
 * `loadOwner` reads what the answer needs of the session's owner, or undefined when the owner
 * may no longer sign in (a disabled operator): then the session has ended.
 */
export async function rotateRefreshToken<Owner>(
  db: Database,
  principal: Principal,
  refreshToken: string,
  now: Date,
  loadOwner: (tx: Executor, ownerId: string) => Promise<Owner | undefined>,
): Promise<RotatedSession<Owner>> {
  const { sessions, refreshTokens, ownerId } = principal.tables;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        ownerId,
        createdAt: sessions.createdAt,
        lastActivityAt: sessions.lastActivityAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      .for('update');
    if (!row) return undefined;
    if (row.usedAt !== null) {
      await revokeSession(tx, principal.tables, row.sessionId, 'REFRESH_REUSE', now);
      await recordAudit(tx, {
        actor: { type: principal.kind, id: row.ownerId },
        action: `${principal.auditPrefix}REFRESH_TOKEN_REUSED`,
        subjectId: row.ownerId,
        details: { sessionId: row.sessionId },
      });
      return undefined;
    }
    const session: SessionState = row;
    if (!isSessionLive(session, now)) return undefined;
    const owner = await loadOwner(tx, row.ownerId);
    if (owner === undefined) return undefined;
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.tokenId));
    // Last seen, as the bearer check writes it: at most once a minute, else no statement at all.
    if (now.getTime() - row.lastActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
      await touchSession(tx, principal.tables, row.sessionId, now);
    }
    const next = await insertRefreshToken(tx, principal.tables, row.sessionId, now);
    return { owner, sessionId: row.sessionId, refreshToken: next };
  });
  if (!outcome) throw expired();
  return outcome;
}
