import { errorBodySchema, GENERIC_ERROR_MESSAGE, type ErrorCode } from '@furlong/contract';
import type { ZodType } from 'zod';
import { takeFirstScreenAnswer } from './first-screen-answers';
import { hasSession, readAccessToken, storeTokens } from './auth-tokens';
import { playerSessionRenewal } from './session-renewal';

/** Codes the server never sends: the request did not reach it, or its answer was not understood. */
export type ClientErrorCode = 'NETWORK_FAILED' | 'BAD_RESPONSE';

export interface FieldIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** Field-level problems of a VALIDATION_FAILED answer, in the product's words. */
    readonly issues: FieldIssue[] = [],
    /** Machine-readable facts of the failure, e.g. the current prices when odds changed. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions<T> {
  schema: ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * False for the sign-in calls: their 401 means wrong credentials, not an expired token,
   * and must reach the form instead of starting a refresh.
   */
  canRenewSession?: boolean;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
}

/**
 * The one way the app talks to the API: JSON in and out, every answer validated against the
 * shared contract at this edge, the bearer token on every request, tokens in any answer kept,
 * and an expired access token renewed once and the request replayed.
 */
export async function requestJson<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const response = await sendWithSession(path, options);
  // A 204 has no body; its schema decides whether "nothing" is a valid answer.
  const payload: unknown = await response.json().catch(() => undefined);
  rememberTokens(payload);
  if (!response.ok) throw toApiError(response.status, payload);

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

/**
 * The bearer token on the request, and an expired access token renewed once and the request
 * replayed: what every call to the API needs, JSON or a download.
 */
async function sendWithSession(
  path: string,
  options: Pick<
    RequestOptions<unknown>,
    'method' | 'body' | 'signal' | 'headers' | 'canRenewSession'
  >,
): Promise<Response> {
  await playerSessionRenewal.waitForRenewal();
  let sentToken = readAccessToken();
  // After a reload this tab has no access token yet: it renews one from the refresh cookie.
  if (sentToken === null && hasSession() && options.canRenewSession !== false) {
    const renewal = await playerSessionRenewal.renewAccessToken(null);
    if (renewal.status === 'renewed') sentToken = renewal.accessToken;
  }
  let response = await sendRequest(path, options, sentToken);
  if (response.status === 401 && sentToken !== null && options.canRenewSession !== false) {
    const renewal = await playerSessionRenewal.renewAccessToken(sentToken);
    if (renewal.status === 'ended') {
      throw new ApiError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    }
    if (renewal.status === 'renewed')
      response = await sendRequest(path, options, renewal.accessToken);
  }
  return response;
}

/** A file from the API (a CSV, a PDF) with the player's session, as a Blob. */
export async function requestFile(path: string): Promise<Blob> {
  const response = await sendWithSession(path, {});
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, payload);
  }
  return response.blob();
}

export function getJson<T>(path: string, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  // The page's own answer for a first-screen read (decision 086), checked like a fetched one.
  const embedded = takeFirstScreenAnswer(path);
  const parsed = embedded && schema.safeParse(embedded.body);
  if (parsed?.success) return Promise.resolve(parsed.data);
  return requestJson(path, { schema, signal });
}

/** One fetch with the bearer token; a network failure becomes an ApiError (aborts pass through). */
export async function sendRequest(
  path: string,
  options: Pick<RequestOptions<unknown>, 'method' | 'body' | 'signal' | 'headers'>,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  // The browser writes the multipart content type itself, boundary included.
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
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

/** Any answer that carries tokens (sign-in, refresh, password change) replaces the stored ones. */
function rememberTokens(payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  const { accessToken, refreshToken } = payload as Record<string, unknown>;
  if (typeof accessToken !== 'string' && typeof refreshToken !== 'string') return;
  storeTokens({
    accessToken: typeof accessToken === 'string' ? accessToken : undefined,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : undefined,
  });
}

/** The API's error body as an ApiError, or a generic one for an answer that is not one. */
export function toApiError(status: number, payload: unknown): ApiError {
  const body = errorBodySchema.safeParse(payload);
  if (body.success) {
    const { statusCode, code, message, issues, details } = body.data;
    return new ApiError(statusCode, code, message, issues, details);
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}
