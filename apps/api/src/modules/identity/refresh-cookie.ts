import { CSRF_HEADER, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@furlong/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { Env } from '../../env';
import { SESSION_MAX_MS } from '../auth/session-rules';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The refresh token also travels as a cookie the page's scripts cannot read (decision 025):
 * HttpOnly, SameSite=Strict, sent only to the refresh route. `Secure` is dropped only outside
 * production for plain http on a loopback host (a developer's machine, the browser journeys).
 */
function cookieAttributes(request: FastifyRequest, env: Pick<Env, 'NODE_ENV'>): string {
  const isLocalHttp =
    env.NODE_ENV !== 'production' &&
    request.protocol === 'http' &&
    LOOPBACK.has(request.hostname.toLowerCase());
  return `Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict${isLocalHttp ? '' : '; Secure'}`;
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  env: Pick<Env, 'NODE_ENV'>,
  refreshToken: string,
): void {
  const maxAge = Math.floor(SESSION_MAX_MS / 1000);
  void reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=${refreshToken}; Max-Age=${maxAge}; ${cookieAttributes(request, env)}`,
  );
}

export function clearRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  env: Pick<Env, 'NODE_ENV'>,
): void {
  void reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${cookieAttributes(request, env)}`,
  );
}

/**
 * The refresh token of a refresh request: the spec's body field for API clients, else the
 * cookie. The cookie counts only with the X-Requested-With header, which a cross-site form or
 * link cannot add (SameSite=Strict already keeps the cookie off cross-site requests).
 */
export function refreshTokenOf(request: FastifyRequest, fromBody: string | undefined): string {
  if (fromBody) return fromBody;
  const fromCookie = readCookie(request.headers.cookie, REFRESH_COOKIE);
  if (!fromCookie || !REFRESH_TOKEN.test(fromCookie)) {
    throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  if (!request.headers[CSRF_HEADER]) {
    // The app always sends the header (CSRF_HEADER); without it the cookie is not trusted.
    throw new AppError('FORBIDDEN', 'Your session could not be renewed. Please sign in again.');
  }
  return fromCookie;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
