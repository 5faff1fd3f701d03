import { messageResponseSchema, TENANT } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** Sends a forgotten-password code to an email (spec: email only). */
export function requestPasswordResetCode(email: string) {
  return requestJson(apiPaths.requestOtp, {
    method: 'POST',
    body: { identifier: email, email, tenant: TENANT },
    schema: messageResponseSchema,
    canRenewSession: false,
  });
}

/** Sends a code to sign in with instead of the password, to an email or a mobile. */
export function requestSignInCode(identifier: string) {
  return requestJson(apiPaths.requestOtp, {
    method: 'POST',
    body: { identifier: identifier.trim(), purpose: 'SIGN_IN', tenant: TENANT },
    schema: messageResponseSchema,
    canRenewSession: false,
  });
}
