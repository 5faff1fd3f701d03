import type { SessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../../security/access-tokens';
import { hashRefreshToken } from '../../security/refresh-tokens';
import { recordAudit } from '../audit/record-audit';
import type { IdentityDeps } from './identity-deps';
import { refreshTokens, sessions } from './identity.schema';
import { ACTIVITY_WRITE_INTERVAL_MS, isSessionLive } from './session-rules';
import { insertRefreshToken, revokeSession, touchSession } from './sessions.queries';

const expired = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/**
 * Rotates a refresh token. Each token works once: presenting a used one means it was
 * copied, so the whole session (every token of the family, the newest too) is revoked.
 */
export async function refreshSession(
  deps: IdentityDeps,
  refreshToken: string,
): Promise<SessionResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      .for('update');
    if (!row) return { kind: 'unknown' as const };
    if (row.token.usedAt !== null) {
      await revokeSession(tx, row.session.id, 'REFRESH_REUSE', now);
      await recordAudit(tx, {
        actor: { type: 'player', id: row.session.playerId },
        action: 'REFRESH_TOKEN_REUSED',
        subjectId: row.session.playerId,
        details: { sessionId: row.session.id },
      });
      return { kind: 'reused' as const };
    }
    if (!isSessionLive(row.session, now)) return { kind: 'ended' as const };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.token.id));
    // Last seen, as the bearer check writes it: at most once a minute, else no statement at all.
    if (now.getTime() - row.session.lastActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
      await touchSession(tx, row.session.id, now);
    }
    const next = await insertRefreshToken(tx, row.session.id, now);
    return {
      kind: 'rotated' as const,
      playerId: row.session.playerId,
      sessionId: row.session.id,
      next,
    };
  });
  if (outcome.kind !== 'rotated') throw expired();
  return {
    accessToken: await issueAccessToken(deps.secrets.tokenKey, outcome, now),
    refreshToken: outcome.next,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    uid: outcome.playerId,
  };
}
