import { sessionResponseSchema, type ChangePasswordBody } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/**
 * Needs the current password, unless the session has just proved itself (a forgotten-password
 * sign-in). Every other session ends; the answer is this device's new session, and the API
 * client keeps its access token like that of any answer.
 */
export function changePassword(body: ChangePasswordBody) {
  return requestJson(apiPaths.changePassword, {
    method: 'POST',
    body,
    schema: sessionResponseSchema,
  });
}
