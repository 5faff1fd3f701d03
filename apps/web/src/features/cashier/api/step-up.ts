import { messageResponseSchema, stepUpResponseSchema, type StepUpBody } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** Proves identity for the next 5 minutes (decision 025): the password or a fresh code. */
export function confirmIdentity(body: StepUpBody) {
  return requestJson(apiPaths.stepUp, { method: 'POST', body, schema: stepUpResponseSchema });
}

/** Sends that code to the verified mobile. */
export function sendIdentityCode() {
  return requestJson(apiPaths.stepUpCode, {
    method: 'POST',
    body: { channel: 'SMS' },
    schema: messageResponseSchema,
  });
}
