import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { findSessionForAccess, touchSession } from '../modules/identity/sessions.queries';
import { isSessionLive } from '../modules/identity/session-rules';
import { verifyAccessToken } from '../security/access-tokens';

export interface AuthenticatedPlayer {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: AuthenticatedPlayer | null;
  }
  interface FastifyInstance {
    /** preHandler for player routes: a valid bearer token of a live session, or 401. */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'Please sign in to continue.');

/**
 * Bearer tokens are checked twice: the signature and expiry (stateless), then the session
 * (stateful): not revoked by logout or a password change, not idle 30 minutes, not past 30
 * days, and not issued before the player's last password change.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('player', null);
  app.decorate('requirePlayer', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    const now = app.clock.now();
    const claims = await verifyAccessToken(app.secrets.tokenKey, header.slice('Bearer '.length).trim(), now);
    if (!claims) throw unauthorized();
    const found = await findSessionForAccess(app.database.db, claims.sessionId);
    if (!found || found.session.playerId !== claims.playerId || !isSessionLive(found.session, now)) throw unauthorized();
    if (claims.issuedAt < Math.floor(found.passwordChangedAt.getTime() / 1000)) throw unauthorized();
    await touchSession(app.database.db, claims.sessionId, now);
    request.player = { id: claims.playerId, sessionId: claims.sessionId };
  });
}

/** The signed-in player of a route guarded by requirePlayer. */
export function currentPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw unauthorized();
  return request.player;
}
