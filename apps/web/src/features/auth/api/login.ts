import {
  playerSignInResponseSchema,
  sessionResponseSchema,
  TENANT,
  type SecondFactorChallenge,
  type SignInCodePurpose,
} from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';
import { deviceHeader } from './device-id';

type LoginType = 'PASSWORD' | 'OTP';

/**
 * Signs in with a password, a sign-in code or a forgotten-password code; the client stores
 * the tokens. A forgotten-password code sends the spec's body as it is (the server's default
 * purpose); a sign-in code names its purpose. With two-step sign-in on, the answer is a
 * challenge (202) for the authenticator's code instead: see `completeSignIn`.
 */
export function login(
  identifier: string,
  value: string,
  type: LoginType,
  purpose: SignInCodePurpose = 'PASSWORD_RESET',
) {
  return requestJson(apiPaths.login, {
    method: 'POST',
    body: {
      identifier: identifier.trim(),
      value,
      type,
      tenant: TENANT,
      ...(type === 'OTP' && purpose === 'SIGN_IN' && { purpose }),
    },
    schema: playerSignInResponseSchema,
    headers: deviceHeader(),
    canRenewSession: false,
  });
}

/** A sign-in that asks for the authenticator's code (202) rather than answering a session. */
export const isSecondFactorChallenge = (answer: unknown): answer is SecondFactorChallenge =>
  typeof answer === 'object' && answer !== null && 'challenge' in answer;

/** The second call: the challenge and a code of the authenticator app, or a recovery code. */
export function completeSignIn(challenge: string, code: string) {
  return requestJson(apiPaths.secondFactorSignIn, {
    method: 'POST',
    body: { challenge, code },
    schema: sessionResponseSchema,
    headers: deviceHeader(),
    canRenewSession: false,
  });
}
