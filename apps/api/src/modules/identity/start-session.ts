import type { SessionResponse } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../../security/access-tokens';
import { insertRefreshToken, insertSession } from '../auth/sessions.queries';
import { describeDevice, type ClientOfRequest } from './describe-device';
import { playerPrincipal } from './player-principal';
import type { ProofScope } from './recent-proof';

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
  const { tables, sessionMaxMs } = playerPrincipal;
  const sessionId = await insertSession(db, tables, {
    ownerId: playerId,
    now,
    expiresAt: new Date(now.getTime() + sessionMaxMs),
    details: {
      ...(proofScope ? { provedAt: now, proofScope } : {}),
      ...(client ? describeDevice(client) : {}),
      ...(client?.deviceHash ? { deviceHash: client.deviceHash } : {}),
    },
  });
  return answerSession(
    tokenKey,
    playerId,
    sessionId,
    await insertRefreshToken(db, tables, sessionId, now),
    now,
  );
}

/** The token pair of a session, new or rotated. */
export async function answerSession(
  tokenKey: Uint8Array,
  playerId: string,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<SessionResponse> {
  return {
    accessToken: await issueAccessToken(tokenKey, { playerId, sessionId }, now),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    uid: playerId,
  };
}
