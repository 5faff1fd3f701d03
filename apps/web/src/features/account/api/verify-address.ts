import { messageResponseSchema, verifyResponseSchema } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** Asks for a code to the player's own email or mobile. */
export function requestVerification(identifier: string) {
  return requestJson(apiPaths.requestVerification, {
    method: 'POST',
    body: { identifier },
    schema: messageResponseSchema,
  });
}

export function verifyAddress(identifier: string, otp: string) {
  return requestJson(apiPaths.verifyAddress, {
    method: 'POST',
    body: { identifier, otp },
    schema: verifyResponseSchema,
  });
}
