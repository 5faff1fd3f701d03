import {
  operatorPermissionSchema,
  rolesPermit,
  type OperatorPermission,
  type OperatorRole,
} from '@furlong/contract';
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
  roles: OperatorRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: AuthenticatedOperator | null;
  }
  interface FastifyInstance {
    /**
     * Guard for operator routes: a valid operator bearer token of a live operator session.
     * No or a bad token, or a disabled operator: 401. A player's token: 403 (signed in, but
     * not staff). Roles are read from the operator's row on every request, so a change of
     * roles or a disable bites at once.
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
      found.disabledAt !== null ||
      !isSessionLive(found.session, now)
    )
      throw unauthorized();
    await touchOperatorSession(app.database.db, claims.sessionId, now);
    request.operator = {
      id: claims.operatorId,
      sessionId: claims.sessionId,
      roles: found.roles,
    };
  });
}

/**
 * An operator route's permission, declared once in its schema as the bearer requirement's
 * scope (`security: requires('players:adjust')`): the OpenAPI document shows it, the guard
 * below enforces it, and the role-matrix test reads it from the document.
 */
export function requires(permission: OperatorPermission) {
  return [{ bearer: [permission] }];
}

/** The permission a route's schema declares, if it declares exactly one known permission. */
export function declaredPermission(schema: unknown): OperatorPermission | undefined {
  const security = (schema as { security?: { bearer?: unknown[] }[] } | undefined)?.security;
  const scopes = security?.length === 1 ? security[0]?.bearer : undefined;
  if (scopes?.length !== 1) return undefined;
  const parsed = operatorPermissionSchema.safeParse(scopes[0]);
  return parsed.success ? parsed.data : undefined;
}

/** After requireOperator: 403 unless one of the operator's roles grants the route's permission. */
export function requireRoutePermission(request: FastifyRequest): void {
  const permission = declaredPermission(request.routeOptions.schema);
  const operator = currentOperator(request);
  // Fails closed: operators.routes.ts refuses to start with a route that declares none.
  if (!permission || !rolesPermit(operator.roles, permission))
    throw new AppError('FORBIDDEN', 'Your role does not allow this.', undefined, {
      ...(permission ? { permission } : {}),
    });
}

/** The signed-in operator of a route guarded by requireOperator. */
export function currentOperator(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}
