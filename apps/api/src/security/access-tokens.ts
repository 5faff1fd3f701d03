import { signTypedToken, verifyTypedToken } from './typed-tokens';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Player and operator tokens share a key, so their `typ` keeps them apart: a player's
 * token never passes the operator check and an operator's never passes the player check.
 */
type BearerType = 'access' | 'operator';

export interface AccessClaims {
  playerId: string;
  sessionId: string;
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
}

export interface OperatorAccessClaims {
  operatorId: string;
  sessionId: string;
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
}

export function issueAccessToken(
  key: Uint8Array,
  claims: { playerId: string; sessionId: string },
  now: Date,
): Promise<string> {
  return signBearer(key, 'access', claims.playerId, claims.sessionId, now);
}

export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  const verified = await verifyBearer(key, 'access', token, now);
  return (
    verified && {
      playerId: verified.subject,
      sessionId: verified.sessionId,
      issuedAt: verified.issuedAt,
    }
  );
}

export function issueOperatorAccessToken(
  key: Uint8Array,
  claims: { operatorId: string; sessionId: string },
  now: Date,
): Promise<string> {
  return signBearer(key, 'operator', claims.operatorId, claims.sessionId, now);
}

export async function verifyOperatorAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<OperatorAccessClaims | undefined> {
  const verified = await verifyBearer(key, 'operator', token, now);
  return (
    verified && {
      operatorId: verified.subject,
      sessionId: verified.sessionId,
      issuedAt: verified.issuedAt,
    }
  );
}

function signBearer(
  key: Uint8Array,
  typ: BearerType,
  subject: string,
  sessionId: string,
  now: Date,
): Promise<string> {
  return signTypedToken(
    key,
    { typ, subject, ttlSeconds: ACCESS_TOKEN_TTL_SECONDS, claims: { sid: sessionId } },
    now,
  );
}

async function verifyBearer(
  key: Uint8Array,
  typ: BearerType,
  token: string,
  now: Date,
): Promise<{ subject: string; sessionId: string; issuedAt: number } | undefined> {
  const payload = await verifyTypedToken(key, typ, token, now);
  if (payload === undefined || typeof payload.sid !== 'string') return undefined;
  return { subject: payload.sub, sessionId: payload.sid, issuedAt: payload.iat };
}
