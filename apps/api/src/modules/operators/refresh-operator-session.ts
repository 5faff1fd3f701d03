import type { OperatorSessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { hashRefreshToken } from '../../security/refresh-tokens';
import { recordAudit } from '../audit/record-audit';
import { isSessionLive } from '../auth/session-rules';
import type { OperatorDeps } from './operator-deps';
import { operatorRefreshTokens, operators, operatorSessions } from './operators.schema';
import { insertOperatorRefreshToken, revokeOperatorSession } from './operators.queries';
import { answerOperatorSession } from './start-operator-session';

const expired = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/**
 * Rotates an operator refresh token, as for players: each token works once, and a used one
 * presented again means it was copied, so the whole session is revoked.
 */
export async function refreshOperatorSession(
  deps: OperatorDeps,
  refreshToken: string,
): Promise<OperatorSessionResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        token: operatorRefreshTokens,
        session: operatorSessions,
        operator: {
          id: operators.id,
          name: operators.name,
          roles: operators.roles,
          disabledAt: operators.disabledAt,
        },
      })
      .from(operatorRefreshTokens)
      .innerJoin(operatorSessions, eq(operatorSessions.id, operatorRefreshTokens.sessionId))
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(eq(operatorRefreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      .for('update', { of: operatorRefreshTokens });
    if (!row) return { kind: 'unknown' as const };
    if (row.token.usedAt !== null) {
      await revokeOperatorSession(tx, row.session.id, 'REFRESH_REUSE', now);
      await recordAudit(tx, {
        actor: { type: 'operator', id: row.operator.id },
        action: 'OPERATOR_REFRESH_TOKEN_REUSED',
        subjectId: row.operator.id,
        details: { sessionId: row.session.id },
      });
      return { kind: 'reused' as const };
    }
    if (!isSessionLive(row.session, now) || row.operator.disabledAt !== null)
      return { kind: 'ended' as const };
    await tx
      .update(operatorRefreshTokens)
      .set({ usedAt: now })
      .where(eq(operatorRefreshTokens.id, row.token.id));
    await tx
      .update(operatorSessions)
      .set({ lastActivityAt: now })
      .where(eq(operatorSessions.id, row.session.id));
    const next = await insertOperatorRefreshToken(tx, row.session.id, now);
    return { kind: 'rotated' as const, operator: row.operator, sessionId: row.session.id, next };
  });
  if (outcome.kind !== 'rotated') throw expired();
  return answerOperatorSession(
    deps.secrets.tokenKey,
    outcome.operator,
    outcome.sessionId,
    outcome.next,
    now,
  );
}
