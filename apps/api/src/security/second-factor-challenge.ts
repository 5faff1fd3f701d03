import { jwtVerify, SignJWT } from 'jose';

/** Minutes to open the app and type a code, or to scan the QR code and type the first one. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'furlong';

/**
 * What the first factor proved, carried to the second call (decision 052). Its own `typ`
 * keeps it apart from access tokens, which share the key: it opens no route but the second
 * step of the sign-in of the principal it names.
 */
export interface SecondFactorClaims {
  principal: 'player' | 'operator';
  subject: string;
  /** ENROL: the first code confirms a new authenticator; VERIFY: an enrolled one. */
  purpose: 'ENROL' | 'VERIFY';
  /** What the session may prove afterwards (a forgotten-password sign-in: only the new password). */
  scope?: string | undefined;
}

const TYP = 'second-factor';

export async function issueSecondFactorChallenge(
  key: Uint8Array,
  claims: SecondFactorClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    typ: TYP,
    prn: claims.principal,
    pur: claims.purpose,
    ...(claims.scope ? { scp: claims.scope } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.subject)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECOND_FACTOR_CHALLENGE_SECONDS)
    .sign(key);
}

/** The claims of a challenge we signed for this principal, unexpired; undefined otherwise. */
export async function verifySecondFactorChallenge(
  key: Uint8Array,
  principal: SecondFactorClaims['principal'],
  token: string,
  now: Date,
): Promise<SecondFactorClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (payload.typ !== TYP || payload.prn !== principal || typeof payload.sub !== 'string')
      return undefined;
    if (payload.pur !== 'ENROL' && payload.pur !== 'VERIFY') return undefined;
    return {
      principal,
      subject: payload.sub,
      purpose: payload.pur,
      scope: typeof payload.scp === 'string' ? payload.scp : undefined,
    };
  } catch {
    return undefined;
  }
}
