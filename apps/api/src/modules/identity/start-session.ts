import type { SessionResponse } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../../security/access-tokens';
import { describeDevice, type ClientOfRequest } from './describe-device';
import { sessions } from './identity.schema';
import type { ProofScope } from './recent-proof';
import { SESSION_MAX_MS } from './session-rules';
import { insertRefreshToken } from './sessions.queries';

/**
 * Opens a session (a new refresh-token family) and answers the token pair. `proofScope` marks
 * the sign-in itself as a proof of identity (a forgotten-password code: CHANGE_PASSWORD).
 * `client` names the device in the player's list of signed-in devices (decision 053).
 */
export async function startSession(
  db: Executor,
  tokenKey: Uint8Array,
  playerId: string,
  now: Date,
  proofScope?: ProofScope,
  client?: ClientOfRequest,
): Promise<SessionResponse> {
  const [session] = await db
    .insert(sessions)
    .values({
      playerId,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
      ...(proofScope ? { provedAt: now, proofScope } : {}),
      ...(client ? describeDevice(client) : {}),
      ...(client?.deviceHash ? { deviceHash: client.deviceHash } : {}),
    })
    .returning({ id: sessions.id });
  const sessionId = (session as { id: string }).id;
  return {
    accessToken: await issueAccessToken(tokenKey, { playerId, sessionId }, now),
    refreshToken: await insertRefreshToken(db, sessionId, now),
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    uid: playerId,
  };
}
