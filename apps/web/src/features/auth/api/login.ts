import { sessionResponseSchema, TENANT, type SignInCodePurpose } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

type LoginType = 'PASSWORD' | 'OTP';

/**
 * Signs in with a password, a sign-in code or a forgotten-password code; the client stores
 * the tokens. A forgotten-password code sends the spec's body as it is (the server's default
 * purpose); a sign-in code names its purpose.
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
    schema: sessionResponseSchema,
    canRenewSession: false,
  });
}
