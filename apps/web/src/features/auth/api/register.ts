import { registerResponseSchema, type RegisterBody } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** The same reply whether or not the details are taken, so nobody learns who is registered. */
export function register(body: RegisterBody) {
  return requestJson(apiPaths.register, { method: 'POST', body, schema: registerResponseSchema });
}
