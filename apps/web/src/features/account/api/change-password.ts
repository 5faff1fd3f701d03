import { sessionResponseSchema } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/**
 * Every other session ends; the answer is this device's new session, and the API client
 * stores its tokens like those of any answer.
 */
export function changePassword(newPassword: string) {
  return requestJson(apiPaths.changePassword, {
    method: 'POST',
    body: { newPassword },
    schema: sessionResponseSchema,
  });
}
