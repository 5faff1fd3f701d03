import type { OperatorRole, OperatorSessionResponse } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, issueOperatorAccessToken } from '../../security/access-tokens';
import { insertRefreshToken, insertSession } from '../auth/sessions.queries';
import { operatorPrincipal } from './operator-principal';

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
  const { tables, sessionMaxMs } = operatorPrincipal;
  const sessionId = await insertSession(db, tables, {
    ownerId: operator.id,
    now,
    expiresAt: new Date(now.getTime() + sessionMaxMs),
  });
  const refreshToken = await insertRefreshToken(db, tables, sessionId, now);
  return answerOperatorSession(tokenKey, operator, sessionId, refreshToken, now);
}
