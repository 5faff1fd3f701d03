import type { Env } from '../../env';

export interface VideoOrigins {
  /** Where hls.js fetches playlists and segments from (besides our own origin). */
  streams: string[];
  /** The embeddable player's origin, when one is configured. */
  embed: string | undefined;
}

/** The third-party origins the page must reach for live video, for the CSP (decision 015). */
export function videoOrigins(env: Env): VideoOrigins {
  const streamUrls = [
    ...Object.values(env.VIDEO_STREAMS),
    ...(env.VIDEO_PROVIDER === 'hls' && env.VIDEO_HLS_BASE_URL ? [env.VIDEO_HLS_BASE_URL] : []),
  ];
  return {
    streams: [...new Set(streamUrls.map((url) => new URL(url).origin))].sort(),
    embed: env.VIDEO_EMBED_URL ? new URL(env.VIDEO_EMBED_URL).origin : undefined,
  };
}
