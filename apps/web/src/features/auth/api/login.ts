import { sessionResponseSchema, TENANT } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

type LoginType = 'PASSWORD' | 'OTP';

/** Signs in with a password, or with a forgotten-password code; the client stores the tokens. */
export function login(identifier: string, value: string, type: LoginType) {
  return requestJson(apiPaths.login, {
    method: 'POST',
    body: { identifier: identifier.trim(), value, type, tenant: TENANT },
    schema: sessionResponseSchema,
    canRenewSession: false,
  });
}
