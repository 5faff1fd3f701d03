import {
  operatorSecondFactorResponseSchema,
  operatorSignInResponseSchema,
  type OperatorLoginBody,
  type OperatorSessionResponse,
  type SecondFactorBody,
} from '@furlong/contract';
import { z } from 'zod';
import { requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';
import { clearOperatorTokens, storeOperatorTokens } from '../../../lib/operator-tokens';

/**
 * The password step: a session (kept at once), or a challenge for an authenticator code
 * (with the QR code to scan when the operator enrols at this sign-in).
 */
export async function loginOperator(body: OperatorLoginBody) {
  const answer = await requestOperatorJson(operatorApiPaths.login, {
    method: 'POST',
    body,
    schema: operatorSignInResponseSchema,
    canRenewSession: false,
  });
  if (!('challenge' in answer)) storeOperatorTokens(answer);
  return answer;
}

/** The code step; the session is kept by `keepOperatorSession` once recovery codes are seen. */
export function completeOperatorSignIn(body: SecondFactorBody) {
  return requestOperatorJson(operatorApiPaths.secondFactor, {
    method: 'POST',
    body,
    schema: operatorSecondFactorResponseSchema,
    canRenewSession: false,
  });
}

export function keepOperatorSession(session: OperatorSessionResponse) {
  storeOperatorTokens(session);
}

/** Ends the session on the server if it can; the console forgets the tokens either way. */
export async function logoutOperator(): Promise<void> {
  try {
    await requestOperatorJson(operatorApiPaths.logout, {
      method: 'POST',
      schema: z.unknown(),
      canRenewSession: false,
    });
  } catch {
    // A session the server already ended, or a network failure: signing out goes ahead.
  } finally {
    clearOperatorTokens();
  }
}
