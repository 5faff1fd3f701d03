import {
  playerSecondFactorStatusSchema,
  secondFactorEnrolmentSchema,
  secondFactorTurnedOnSchema,
  stepUpResponseSchema,
  type SecondFactorProofBody,
  type StepUpBody,
} from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Whether two-step sign-in (an authenticator app) is on (decision 052). */
export const secondFactorQuery = queryOptions({
  queryKey: accountKeys.secondFactor,
  queryFn: ({ signal }) => getJson(apiPaths.secondFactor, playerSecondFactorStatusSchema, signal),
});

/** A new key and its QR code; needs a recent proof, which the body may carry. */
export function startSecondFactor(proof: SecondFactorProofBody) {
  return requestJson(apiPaths.secondFactor, {
    method: 'POST',
    body: proof,
    schema: secondFactorEnrolmentSchema,
  });
}

/** The app's first code turns it on; the answer holds the 10 recovery codes, once. */
export function confirmSecondFactor(code: string) {
  return requestJson(`${apiPaths.secondFactor}/confirm`, {
    method: 'POST',
    body: { code },
    schema: secondFactorTurnedOnSchema,
  });
}

/** Turns it off; needs a recent proof, made first by `proveIdentity`. */
export function turnOffSecondFactor() {
  return requestJson(apiPaths.secondFactor, {
    method: 'DELETE',
    schema: playerSecondFactorStatusSchema,
  });
}

/** A proof of identity for the next 5 minutes: the password or a code of the app (decision 025). */
export function proveIdentity(body: StepUpBody) {
  return requestJson(apiPaths.stepUp, { method: 'POST', body, schema: stepUpResponseSchema });
}
