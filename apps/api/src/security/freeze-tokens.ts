import { signTypedToken, verifyTypedToken } from './typed-tokens';

/** A "not you?" link works for a week: long enough to read the message, short enough to age out. */
export const FREEZE_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const TYPE = 'account-freeze';

/**
 * The token of a freeze link: signed with the token key but of its own `typ`, so it can only
 * freeze this one player's account and never passes as an access token (nor one as it).
 */
export function issueFreezeToken(key: Uint8Array, playerId: string, now: Date): Promise<string> {
  return signTypedToken(
    key,
    { typ: TYPE, subject: playerId, ttlSeconds: FREEZE_TOKEN_TTL_SECONDS },
    now,
  );
}

/** The player a freeze token names, or undefined for anything else (expired, forged, other typ). */
export async function verifyFreezeToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<string | undefined> {
  return (await verifyTypedToken(key, TYPE, token, now))?.sub;
}
