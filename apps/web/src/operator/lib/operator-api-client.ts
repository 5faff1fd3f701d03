import { GENERIC_ERROR_MESSAGE, operatorSessionResponseSchema } from '@furlong/contract';
import type { ZodType } from 'zod';
import { ApiError, sendRequest, toApiError } from '../../lib/api-client';
import { createSessionRenewal } from '../../lib/session-renewal';
import { operatorApiPaths } from './operator-paths';
import { operatorTokens, readOperatorAccessToken } from './operator-tokens';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

interface OperatorRequestOptions<T> {
  schema: ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** False for sign-in: its 401 means wrong credentials, not an expired token. */
  canRenewSession?: boolean;
  /** E.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
}

const operatorSessionRenewal = createSessionRenewal({
  tokens: operatorTokens,
  refreshPath: operatorApiPaths.refreshToken,
  sessionSchema: operatorSessionResponseSchema,
});

/**
 * The console's way to the operator API, shaped like the player's api client (validated
 * answers, the API's error body as an ApiError, one refresh on a 401 and one replay) but on the
 * operator's own tokens and refresh route, so the two sessions never mix.
 */
export async function requestOperatorJson<T>(
  path: string,
  options: OperatorRequestOptions<T>,
): Promise<T> {
  const response = await sendWithOperatorSession(path, options);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

/** A file from the operator API (a CSV report) with the operator's session, as a Blob. */
export async function requestOperatorFile(path: string): Promise<Blob> {
  const response = await sendWithOperatorSession(path, {});
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

async function sendWithOperatorSession(
  path: string,
  options: Omit<OperatorRequestOptions<unknown>, 'schema'>,
): Promise<Response> {
  await operatorSessionRenewal.waitForRenewal();
  const sentToken = readOperatorAccessToken();
  let response = await sendRequest(path, options, sentToken);
  if (response.status === 401 && sentToken !== null && options.canRenewSession !== false) {
    const result = await operatorSessionRenewal.renewAccessToken(sentToken);
    if (result.status === 'ended') throw new ApiError(401, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
    if (result.status === 'renewed')
      response = await sendRequest(path, options, result.accessToken);
  }
  return response;
}

export function getOperatorJson<T>(path: string, schema: ZodType<T>, signal?: AbortSignal) {
  return requestOperatorJson(path, { schema, signal });
}

/** The message to show for a failed call: the API's own words, or the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
