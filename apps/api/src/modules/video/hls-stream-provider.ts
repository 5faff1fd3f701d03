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
 * copied address stops working after the TTL and cannot be bent to another stream. A race's
 * recording is signed the same way at <base>/recordings/<race id>/index.m3u8.
 */
export function hlsStreamProvider(config: HlsProviderConfig): StreamProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const signed = (path: string, now: Date) => {
    const url = new URL(`${base}/${path}`);
    const expires = Math.floor(now.getTime() / 1000) + config.ttlSeconds;
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', signStreamPath(config.secret, url.pathname, expires));
    return url.toString();
  };
  return {
    streamUrlFor: (race, now) => signed(`${encodeURIComponent(race.streamKey)}/index.m3u8`, now),
    // The CDN records each channel and cuts a race's VOD under its race id.
    recordingUrlFor: (race, now) =>
      signed(`recordings/${encodeURIComponent(race.fixtureId)}/index.m3u8`, now),
  };
}

export function signStreamPath(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}:${expires}`).digest('base64url');
}
