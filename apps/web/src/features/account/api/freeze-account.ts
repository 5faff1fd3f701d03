import { freezeAccountResponseSchema } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** The "not you?" link's action: needs no sign-in, only the link's signed token. */
export function freezeAccount(token: string) {
  return requestJson(apiPaths.freezeAccount, {
    method: 'POST',
    body: { token },
    schema: freezeAccountResponseSchema,
    canRenewSession: false,
  });
}
