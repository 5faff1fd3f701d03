import type { Env } from '../../env';
import { demoStreamProvider } from './demo-stream';
import { hlsStreamProvider } from './hls-stream-provider';
import type { StreamProvider } from './stream-provider';

/**
 * Venues with a fixed address (spec section 9: CAL, HYD, MAD, DEL, OTY) win over the provider.
 * That address is a live feed only: their races have no recording.
 */
export function withFixedVenueStreams(
  streams: Record<string, string>,
  fallback: StreamProvider,
): StreamProvider {
  return {
    streamUrlFor: (race, now) => streams[race.venueCode] ?? fallback.streamUrlFor(race, now),
    recordingUrlFor: (race, now) =>
      streams[race.venueCode] === undefined ? fallback.recordingUrlFor(race, now) : undefined,
  };
}

/** The configured provider: VIDEO_PROVIDER picks demo or HLS; VIDEO_STREAMS fixes venues. */
export function createStreamProvider(env: Env): StreamProvider {
  const provider =
    env.VIDEO_PROVIDER === 'hls' && env.VIDEO_HLS_BASE_URL && env.VIDEO_HLS_SECRET
      ? hlsStreamProvider({
          baseUrl: env.VIDEO_HLS_BASE_URL,
          secret: env.VIDEO_HLS_SECRET,
          ttlSeconds: env.VIDEO_HLS_TTL_SECONDS,
        })
      : demoStreamProvider;
  return withFixedVenueStreams(env.VIDEO_STREAMS, provider);
}
