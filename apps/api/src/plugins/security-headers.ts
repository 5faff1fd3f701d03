import type { FastifyInstance } from 'fastify';
import { videoOrigins, type VideoOrigins } from '../modules/video/video-origins';

/**
 * Strict CSP: scripts only from our origin, never inline. MUI (emotion) injects <style>
 * elements at run time, so styles allow 'unsafe-inline' (docs/decisions/004-content-security-policy.md).
 * Media may come from the video providers (HLS over https, blob: for MSE); hls.js fetches the
 * configured stream origins, and only the configured embeddable player may be framed.
 * connect-src is 'self': the portal's own API and its own WebSocket origin (CSP Level 3 lets
 * 'self' match ws:/wss: on the same host), never any ws: or wss: host at all.
 */
const contentSecurityPolicy = (video: VideoOrigins) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...video.streams].join(' '),
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    `frame-src ${video.embed ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * Headers computed once, not per request: the race card is the hottest route on race day and
 * per-request header work showed in its benchmark. Pages (the app, the API docs) get the
 * full set; JSON replies get the few that mean something for a non-document.
 */
const DOCUMENT_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * A JSON reply is never rendered or navigated from, so it needs only: no sniffing it into
 * something runnable, no loading it cross-origin, and a deny-all CSP should it be opened.
 * (HSTS and the referrer policy ride on the pages; every header costs on the hottest routes.)
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
} as const;

const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * A reply to a signed-in caller (a bearer token, or the refresh cookie) is theirs alone: no
 * browser or proxy keeps it. Set before the handler, so a route that chooses its own
 * Cache-Control (the race card's ETag) still does.
 */
const PRIVATE_API_HEADERS = { ...API_HEADERS, 'cache-control': 'no-store' } as const;
const isSignedIn = (headers: { authorization?: string | undefined; cookie?: string | undefined }) =>
  headers.authorization !== undefined || headers.cookie !== undefined;

/** The security headers of a JSON reply to a request with these headers (the fast lane's too). */
export function jsonApiHeaders(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
}): Readonly<Record<string, string>> {
  return isSignedIn(headers) ? PRIVATE_API_HEADERS : API_HEADERS;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = {
    ...DOCUMENT_HEADERS,
    'content-security-policy': contentSecurityPolicy(videoOrigins(app.env)),
  };
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isJsonApi(request.url) ? jsonApiHeaders(request.headers) : documentHeaders;
    void reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
