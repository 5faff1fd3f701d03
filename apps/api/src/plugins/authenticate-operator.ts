import type { OperatorRole } from '@furlong/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { isSessionLive } from '../modules/identity/session-rules';
import {
  findOperatorSessionForAccess,
  touchOperatorSession,
} from '../modules/operators/operators.queries';
import { verifyAccessToken, verifyOperatorAccessToken } from '../security/access-tokens';

export interface AuthenticatedOperator {
  id: string;
  sessionId: string;
  role: OperatorRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: AuthenticatedOperator | null;
  }
  interface FastifyInstance {
    /**
     * Guard for operator routes: a valid operator bearer token of a live operator session.
     * No or a bad token: 401. A player's token: 403 (signed in, but not staff).
     */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'Please sign in to continue.');
const forbidden = () => new AppError('FORBIDDEN', 'This is for Furlong staff only.');

export function registerOperatorAuthentication(app: FastifyInstance): void {
  app.decorateRequest('operator', null);
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    const token = header.slice('Bearer '.length).trim();
    const now = app.clock.now();
    const claims = await verifyOperatorAccessToken(app.secrets.tokenKey, token, now);
    if (!claims) {
      // The typ claim keeps the two apart; a genuine player token earns a clearer answer.
      if (await verifyAccessToken(app.secrets.tokenKey, token, now)) throw forbidden();
      throw unauthorized();
    }
    const found = await findOperatorSessionForAccess(app.database.db, claims.sessionId);
    if (
      !found ||
      found.session.operatorId !== claims.operatorId ||
      !isSessionLive(found.session, now)
    )
      throw unauthorized();
    await touchOperatorSession(app.database.db, claims.sessionId, now);
    request.operator = {
      id: claims.operatorId,
      sessionId: claims.sessionId,
      role: found.role,
    };
  });
}

/** The signed-in operator of a route guarded by requireOperator. */
export function currentOperator(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}
