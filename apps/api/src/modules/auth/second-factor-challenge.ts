import { SECOND_FACTOR_MESSAGES, type SecondFactorChallenge } from '@furlong/contract';
import { AppError } from '../../app-error';
import {
  issueSecondFactorChallenge,
  SECOND_FACTOR_CHALLENGE_SECONDS,
  verifySecondFactorChallenge,
  type SecondFactorClaims,
} from '../../security/second-factor-challenge';
import type { Principal } from './principal';

/**
 * The answer of the first factor when a second is due (decision 052): a challenge instead of a
 * session. ENROL when the first code confirms a new authenticator, VERIFY otherwise; `scope`
 * carries what the session may prove afterwards (a forgotten-password sign-in) to the second call.
 */
export async function askSecondFactor(
  tokenKey: Uint8Array,
  principal: Principal,
  subject: string,
  now: Date,
  options: { purpose?: SecondFactorClaims['purpose']; scope?: string } = {},
): Promise<SecondFactorChallenge> {
  return {
    secondFactor: 'TOTP',
    challenge: await issueSecondFactorChallenge(
      tokenKey,
      {
        principal: principal.kind,
        subject,
        purpose: options.purpose ?? 'VERIFY',
        scope: options.scope,
      },
      now,
    ),
    expiresIn: SECOND_FACTOR_CHALLENGE_SECONDS,
  };
}

export const challengeExpired = () =>
  new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.challengeExpired);

/** The claims of a challenge signed for this principal and unexpired; else the one refusal. */
export async function readSecondFactorChallenge(
  tokenKey: Uint8Array,
  principal: Principal,
  challenge: string,
  now: Date,
): Promise<SecondFactorClaims> {
  const claims = await verifySecondFactorChallenge(tokenKey, principal.kind, challenge, now);
  if (!claims) throw challengeExpired();
  return claims;
}
