import {
  messageResponseSchema,
  playerSecondFactorStatusSchema,
  stepUpResponseSchema,
  type StepUpBody,
} from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';

/**
 * Whether the player has two-step sign-in on: then a code of the authenticator app proves
 * identity too (decision 052). Under ['account'], so signing out forgets it.
 */
export const authenticatorStatusQuery = queryOptions({
  queryKey: ['account', 'cashier', 'authenticator'] as const,
  queryFn: ({ signal }) => getJson(apiPaths.secondFactor, playerSecondFactorStatusSchema, signal),
});

/**
 * Proves identity for the next 5 minutes (decision 025): the password, a fresh code, or a code
 * of the authenticator app.
 */
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
