import {
  operatorSelfSchema,
  operatorSessionResponseSchema,
  type OperatorLoginBody,
} from '@furlong/contract';
import { z } from 'zod';
import { getOperatorJson, requestOperatorJson } from '../lib/operator-api-client';
import { operatorApiPaths } from '../lib/operator-paths';
import { clearOperatorTokens, storeOperatorTokens } from '../lib/operator-tokens';

export async function loginOperator(body: OperatorLoginBody) {
  const session = await requestOperatorJson(operatorApiPaths.login, {
    method: 'POST',
    body,
    schema: operatorSessionResponseSchema,
    canRenewSession: false,
  });
  storeOperatorTokens(session);
  return session;
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

export function getOperatorSelf(signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.me, operatorSelfSchema, signal);
}
