import type { SessionResponse } from '@furlong/contract';
import { rotateRefreshToken } from '../auth/rotate-refresh-token';
import type { IdentityDeps } from './identity-deps';
import { playerPrincipal } from './player-principal';
import { answerSession } from './start-session';

/**
 * Rotates a player's refresh token through the sign-in engine: each token works once, and a
 * used one presented again revokes the whole session (decision 082).
 */
export async function refreshSession(
  deps: IdentityDeps,
  refreshToken: string,
): Promise<SessionResponse> {
  const now = deps.clock.now();
  const rotated = await rotateRefreshToken(
    deps.db,
    playerPrincipal,
    refreshToken,
    now,
    async (_tx, playerId) => playerId,
  );
  return answerSession(
    deps.secrets.tokenKey,
    rotated.owner,
    rotated.sessionId,
    rotated.refreshToken,
    now,
  );
}
