import { jwtVerify, SignJWT } from 'jose';

/** A "not you?" link works for a week: long enough to read the message, short enough to age out. */
export const FREEZE_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'furlong';
const TYPE = 'account-freeze';

/**
 * The token of a freeze link: signed with the token key but of its own `typ`, so it can only
 * freeze this one player's account and never passes as an access token (nor one as it).
 */
export function issueFreezeToken(key: Uint8Array, playerId: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(playerId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FREEZE_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** The player a freeze token names, or undefined for anything else (expired, forged, other typ). */
export async function verifyFreezeToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return payload.typ === TYPE && typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
