import type { OperatorRole, OperatorSessionResponse } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, issueOperatorAccessToken } from '../../security/access-tokens';
import { operatorSessions } from './operators.schema';
import { insertOperatorRefreshToken } from './operators.queries';

/**
 * An operator signs in again after a shift, however active: money-moving staff sessions
 * do not run for the 30 days a player's may. Idle sessions end after 30 minutes, as for players.
 */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

export interface OperatorIdentity {
  id: string;
  name: string;
  roles: OperatorRole[];
}

/** Answers the token pair of a session, new or rotated. */
export async function answerOperatorSession(
  tokenKey: Uint8Array,
  operator: OperatorIdentity,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<OperatorSessionResponse> {
  return {
    accessToken: await issueOperatorAccessToken(
      tokenKey,
      { operatorId: operator.id, sessionId },
      now,
    ),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    operator: { uid: operator.id, name: operator.name, roles: operator.roles },
  };
}

/** Opens a session (a new refresh-token family) and answers the token pair. */
export async function startOperatorSession(
  db: Executor,
  tokenKey: Uint8Array,
  operator: OperatorIdentity,
  now: Date,
): Promise<OperatorSessionResponse> {
  const [session] = await db
    .insert(operatorSessions)
    .values({
      operatorId: operator.id,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MAX_MS),
    })
    .returning({ id: operatorSessions.id });
  const sessionId = (session as { id: string }).id;
  return answerOperatorSession(
    tokenKey,
    operator,
    sessionId,
    await insertOperatorRefreshToken(db, sessionId, now),
    now,
  );
}
