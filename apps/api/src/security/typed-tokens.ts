import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'furlong';

/**
 * Every token the server signs (access, operator access, freeze link, second-factor challenge)
 * shares the token key, so each carries its own `typ` and is accepted only where that type is
 * asked for: one kind can never pass as another.
 */
export interface TypedToken {
  typ: string;
  subject: string;
  ttlSeconds: number;
  /** Further claims, short names (`sid`, `prn`, ...); `undefined` values are left out. */
  claims?: Record<string, string | undefined>;
}

export function signTypedToken(key: Uint8Array, token: TypedToken, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = Object.fromEntries(
    Object.entries(token.claims ?? {}).filter(([, value]) => value !== undefined),
  );
  return new SignJWT({ ...claims, typ: token.typ })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(token.subject)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + token.ttlSeconds)
    .sign(key);
}

export type VerifiedToken = JWTPayload & { sub: string; iat: number };

/** The token key imported once for checking: importing it per request cost as much as the check. */
const verifyingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function verifyingKeyOf(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = verifyingKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyingKeys.set(key, imported);
  }
  return imported;
}

/**
 * Tokens already checked, by their exact text (signature included), so a player's next request
 * skips the signature check that cost a fifth of a bet's Node time (decision 096). Expiry and
 * type are checked on every use; the oldest entries go first past the bound.
 */
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedByKey = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function verifiedTokensOf(key: Uint8Array): Map<string, VerifiedToken> {
  let verified = verifiedByKey.get(key);
  if (!verified) {
    verified = new Map();
    verifiedByKey.set(key, verified);
  }
  return verified;
}

/**
 * The payload of an HS256 token we signed, of the given type, unexpired by the server clock;
 * undefined for anything else (`alg: none`, another algorithm or type, tampered, expired).
 */
export async function verifyTypedToken(
  key: Uint8Array,
  typ: string,
  token: string,
  now: Date,
): Promise<VerifiedToken | undefined> {
  const verified = verifiedTokensOf(key);
  const known = verified.get(token);
  if (known) {
    // As jose judges expiry: whole seconds, no tolerance.
    if (typeof known.exp !== 'number' || known.exp <= Math.floor(now.getTime() / 1000)) {
      verified.delete(token);
      return undefined;
    }
    return known.typ === typ ? known : undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await verifyingKeyOf(key), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (typeof payload.sub !== 'string') return undefined;
    const checked = Object.freeze(payload) as VerifiedToken;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, checked);
    return checked.typ === typ ? checked : undefined;
  } catch {
    return undefined;
  }
}
