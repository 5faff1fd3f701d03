import { isIP } from 'node:net';

/**
 * Whether the server may send to this endpoint. The browser names it, but a player could name
 * anything, and the server then posts to it: so https on the default port to a host name only,
 * never an address or this machine (no request into our own network). A test's fake push
 * service on http://127.0.0.1 is allowed only with PUSH_ALLOW_LOOPBACK_HTTP=on (never in
 * production: env.ts refuses it).
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  { allowLoopbackHttp }: { allowLoopbackHttp: boolean },
): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return allowLoopbackHttp && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return false;
  return host.includes('.') && host !== 'localhost' && !host.endsWith('.localhost');
}
