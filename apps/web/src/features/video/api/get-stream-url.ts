import { streamUrlSchema, type StreamUrl } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ApiError, getJson } from '../../../lib/api-client';

/** Asked again this often while the race is still too far off, so pictures start by themselves. */
const TOO_EARLY_RETRY_MS = 30_000;

export const isTooEarly = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'STREAM_NOT_LIVE';

export function getStreamUrl(fixtureUid: string, signal?: AbortSignal): Promise<StreamUrl> {
  return getJson(apiPaths.streamUrl(fixtureUid), streamUrlSchema, signal);
}

/** The race's stream address; signed addresses expire, so it is never reused from a cache. */
export function useStreamUrl(fixtureUid: string) {
  return useQuery({
    queryKey: ['video', 'stream-url', fixtureUid],
    queryFn: ({ signal }) => getStreamUrl(fixtureUid, signal),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (isTooEarly(query.state.error) ? TOO_EARLY_RETRY_MS : false),
  });
}
