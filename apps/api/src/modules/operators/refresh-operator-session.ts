import type { OperatorSessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { rotateRefreshToken } from '../auth/rotate-refresh-token';
import type { OperatorDeps } from './operator-deps';
import { operatorPrincipal } from './operator-principal';
import { operators } from './operators.schema';
import { answerOperatorSession } from './start-operator-session';

/**
 * Rotates an operator refresh token through the sign-in engine, as for players: each token
 * works once, and a used one presented again revokes the whole session (decision 082). A
 * disabled operator's session has ended.
 */
export async function refreshOperatorSession(
  deps: OperatorDeps,
  refreshToken: string,
): Promise<OperatorSessionResponse> {
  const now = deps.clock.now();
  const rotated = await rotateRefreshToken(
    deps.db,
    operatorPrincipal,
    refreshToken,
    now,
    async (tx, operatorId) => {
      const [operator] = await tx
        .select({
          id: operators.id,
          name: operators.name,
          roles: operators.roles,
          disabledAt: operators.disabledAt,
        })
        .from(operators)
        .where(eq(operators.id, operatorId));
      return operator?.disabledAt === null ? operator : undefined;
    },
  );
  return answerOperatorSession(
    deps.secrets.tokenKey,
    rotated.owner,
    rotated.sessionId,
    rotated.refreshToken,
    now,
  );
}
