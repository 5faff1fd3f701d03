import {
  errorBodySchema,
  GENERIC_ERROR_MESSAGE,
  operatorSessionResponseSchema,
} from '@furlong/contract';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api-client';
import { operatorApiPaths } from './operator-paths';
import {
  clearOperatorTokens,
  readOperatorAccessToken,
  readOperatorRefreshToken,
  storeOperatorTokens,
} from './operator-tokens';

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

type Renewal = { status: 'renewed'; accessToken: string } | { status: 'ended' | 'failed' };
let renewal: Promise<Renewal> | null = null;

/**
 * The console's way to the operator API, shaped like the player's api client (validated
 * answers, the API's error body as an ApiError, one refresh on a 401 and one replay) but on the
 * operator's own tokens and refresh route, so the two sessions never mix.
 */
export async function requestOperatorJson<T>(
  path: string,
  options: OperatorRequestOptions<T>,
): Promise<T> {
  if (renewal) await renewal;
  const sentToken = readOperatorAccessToken();
  let response = await send(path, options, sentToken);
  if (response.status === 401 && sentToken !== null && options.canRenewSession !== false) {
    const result = await renewOperatorToken(sentToken);
    if (result.status === 'ended') throw new ApiError(401, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
    if (result.status === 'renewed') response = await send(path, options, result.accessToken);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

export function getOperatorJson<T>(path: string, schema: ZodType<T>, signal?: AbortSignal) {
  return requestOperatorJson(path, { schema, signal });
}

// Refresh tokens are single-use: parallel 401s share one refresh instead of spending it twice.
function renewOperatorToken(staleToken: string): Promise<Renewal> {
  const current = readOperatorAccessToken();
  if (current !== null && current !== staleToken) {
    return Promise.resolve({ status: 'renewed', accessToken: current });
  }
  renewal ??= refreshOperatorTokens().finally(() => {
    renewal = null;
  });
  return renewal;
}

async function refreshOperatorTokens(): Promise<Renewal> {
  const refreshToken = readOperatorRefreshToken();
  if (refreshToken === null) return endSession();
  let response: Response;
  try {
    response = await fetch(operatorApiPaths.refreshToken, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    return { status: 'failed' };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const session = operatorSessionResponseSchema.safeParse(payload);
  if (response.ok && session.success) {
    storeOperatorTokens(session.data);
    return { status: 'renewed', accessToken: session.data.accessToken };
  }
  const isRefused = response.status >= 400 && response.status < 500 && response.status !== 429;
  return isRefused ? endSession() : { status: 'failed' };
}

function endSession(): Renewal {
  clearOperatorTokens();
  return { status: 'ended' };
}

async function send<T>(
  path: string,
  options: OperatorRequestOptions<T>,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK_FAILED',
      'Cannot reach the server. Please check your connection.',
    );
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = errorBodySchema.safeParse(payload);
  if (body.success) {
    const { statusCode, code, message, issues, details } = body.data;
    return new ApiError(statusCode, code, message, issues, details);
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
}

/** The message to show for a failed call: the API's own words, or the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
