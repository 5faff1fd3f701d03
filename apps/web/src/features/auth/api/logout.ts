import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/**
 * Ends this device's session on the server (204). An expired access token is renewed first,
 * so the refresh token stops working on the server too, not just on this device.
 */
export function logout(): Promise<unknown> {
  return requestJson(apiPaths.logout, { method: 'POST', schema: z.unknown() });
}
