import { createHmac } from 'node:crypto';
import type { StreamProvider } from './stream-provider';

export interface HlsProviderConfig {
  baseUrl: string;
  secret: string;
  ttlSeconds: number;
}

/**
 * Signed, expiring playlist addresses: <base>/<key>/index.m3u8?expires=<unix s>&signature=<hmac>,
 * the HMAC-SHA256 (base64url) of "<path>:<expires>" with the secret shared with the CDN, so a
 * copied address stops working after the TTL and cannot be bent to another stream.
 */
export function hlsStreamProvider(config: HlsProviderConfig): StreamProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    streamUrlFor: (race, now) => {
      const url = new URL(`${base}/${encodeURIComponent(race.streamKey)}/index.m3u8`);
      const expires = Math.floor(now.getTime() / 1000) + config.ttlSeconds;
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('signature', signStreamPath(config.secret, url.pathname, expires));
      return url.toString();
    },
  };
}

export function signStreamPath(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}:${expires}`).digest('base64url');
}
