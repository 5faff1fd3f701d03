import { signTypedToken, verifyTypedToken } from './typed-tokens';

/** Minutes to open the app and type a code, or to scan the QR code and type the first one. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;

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

export function issueSecondFactorChallenge(
  key: Uint8Array,
  claims: SecondFactorClaims,
  now: Date,
): Promise<string> {
  return signTypedToken(
    key,
    {
      typ: TYP,
      subject: claims.subject,
      ttlSeconds: SECOND_FACTOR_CHALLENGE_SECONDS,
      claims: { prn: claims.principal, pur: claims.purpose, scp: claims.scope || undefined },
    },
    now,
  );
}

/** The claims of a challenge we signed for this principal, unexpired; undefined otherwise. */
export async function verifySecondFactorChallenge(
  key: Uint8Array,
  principal: SecondFactorClaims['principal'],
  token: string,
  now: Date,
): Promise<SecondFactorClaims | undefined> {
  const payload = await verifyTypedToken(key, TYP, token, now);
  if (payload === undefined || payload.prn !== principal) return undefined;
  if (payload.pur !== 'ENROL' && payload.pur !== 'VERIFY') return undefined;
  return {
    principal,
    subject: payload.sub,
    purpose: payload.pur,
    scope: typeof payload.scp === 'string' ? payload.scp : undefined,
  };
}
