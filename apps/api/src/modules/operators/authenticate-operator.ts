import { rolesPermit } from '@furlong/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator, unauthorized } from '../../plugins/signed-in';
import { declaredPermission } from '../../plugins/operator-route-schema';
import { verifyAccessToken, verifyOperatorAccessToken } from '../../security/access-tokens';
import { isSessionLive } from '../auth/session-rules';
import { touchSession } from '../auth/sessions.queries';
import { operatorPrincipal } from './operator-principal';
import { findOperatorSessionForAccess } from './operators.queries';

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
    await touchSession(app.database.db, operatorPrincipal.tables, claims.sessionId, now);
    request.operator = {
      id: claims.operatorId,
      sessionId: claims.sessionId,
      roles: found.roles,
    };
  });
}

/** After requireOperator: 403 unless one of the operator's roles grants the route's permission. */
export function requireRoutePermission(request: FastifyRequest): void {
  const permission = declaredPermission(request.routeOptions.schema);
  const operator = currentOperator(request);
  // Fails closed: guardStaffRoutes refuses to start with a route that declares none.
  if (!permission || !rolesPermit(operator.roles, permission))
    throw new AppError('FORBIDDEN', 'Your role does not allow this.', undefined, {
      ...(permission ? { permission } : {}),
    });
}

/**
 * Guards a scope of staff routes: its onRequest hook is requireOperator and then the route's
 * permission, so a route added there cannot forget the guard, and an unauthenticated or
 * unpermitted caller learns nothing from body validation. A route that declares no permission
 * stops the app at boot.
 */
export function guardStaffRoutes(staff: FastifyInstance): void {
  staff.addHook('onRoute', (route) => {
    if (!declaredPermission(route.schema))
      throw new Error(
        `${String(route.method)} ${route.url} must declare its operator permission: security: requires(...)`,
      );
    // The guard's answers, documented on every route that can give them.
    route.schema = {
      ...route.schema,
      response: {
        ...errorResponses(401, 403),
        ...(route.schema?.response as Record<number, unknown> | undefined),
      },
    };
  });
  staff.addHook('onRequest', async (request) => {
    await staff.requireOperator(request);
    requireRoutePermission(request);
  });
}
