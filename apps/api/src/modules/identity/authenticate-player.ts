import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../plugins/signed-in';
import { ACCESS_TOKEN_TTL_SECONDS, verifyAccessToken } from '../../security/access-tokens';
import { ACTIVITY_WRITE_INTERVAL_MS, isSessionLive } from '../auth/session-rules';
import { touchSession } from '../auth/sessions.queries';
import { playerPrincipal } from './player-principal';
import { createSessionLookups } from './session-lookups';

/** Most sessions read by one query (decision 094). */
const SESSION_LOOKUP_BATCH_MAX = 64;
/** Session reads in flight at once on PostgreSQL, each on a pool connection (the pool holds 20). */
const SESSION_LOOKUPS_IN_FLIGHT = 2;

/**
 * Bearer tokens are checked twice: the signature and expiry (stateless), then the session
 * (stateful): not revoked by logout or a password change, not idle 30 minutes, not past 30
 * days, not issued before the player's last password change, and the account not frozen.
 */
export function registerPlayerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('player', null);
  // The embedded database has one connection: one read at a time, the rest batch behind it.
  const findSession = createSessionLookups(app.database.db, {
    maxBatch: SESSION_LOOKUP_BATCH_MAX,
    maxInFlight: app.database.kind === 'postgres' ? SESSION_LOOKUPS_IN_FLIGHT : 1,
  });
  const checkPlayerToken = async (token: string) => {
    const now = app.clock.now();
    const claims = await verifyAccessToken(app.secrets.tokenKey, token, now);
    if (!claims) return undefined;
    const found = await findSession(claims.sessionId);
    if (!found || found.session.playerId !== claims.playerId || !isSessionLive(found.session, now))
      return undefined;
    if (claims.issuedAt < Math.floor(found.passwordChangedAt.getTime() / 1000)) return undefined;
    // A frozen account's sessions were revoked; this keeps it so whatever the session says.
    if (found.frozenAt) return undefined;
    return {
      id: claims.playerId,
      sessionId: claims.sessionId,
      expiresAt: new Date((claims.issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000),
      lastActivityAt: found.session.lastActivityAt,
    };
  };
  app.decorate('checkPlayerToken', checkPlayerToken);
  app.decorate('requirePlayer', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    const player = await checkPlayerToken(header.slice('Bearer '.length).trim());
    if (!player) throw unauthorized();
    // Activity is written at most once a minute: most requests skip the write entirely.
    const now = app.clock.now();
    if (now.getTime() - player.lastActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
      await touchSession(app.database.db, playerPrincipal.tables, player.sessionId, now);
    }
    request.player = { id: player.id, sessionId: player.sessionId };
  });
}
