import { STREAM_OPENS_BEFORE_OFF_MS, streamUrlSchema, type StreamUrl } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ApiError, getJson } from '../../../lib/api-client';

/** Asked again this often when the server still says "too early" after the window should have opened. */
const TOO_EARLY_RETRY_MS = 30_000;
/** Past the window's opening, so a clock a little behind the server's does not ask too soon. */
const WINDOW_SLACK_MS = 2_000;

/**
 * How long to wait before asking again after a "too early" answer: until the stream window
 * opens (5 minutes before the off), so one press is one request however early it came; the
 * pictures then start by themselves.
 */
export function tooEarlyRetryDelay(startDate: string, now: number): number {
  const untilOpen = Date.parse(startDate) - STREAM_OPENS_BEFORE_OFF_MS - now;
  return untilOpen > 0 ? untilOpen + WINDOW_SLACK_MS : TOO_EARLY_RETRY_MS;
}

export const isTooEarly = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'STREAM_NOT_LIVE';

export function getStreamUrl(fixtureUid: string, signal?: AbortSignal): Promise<StreamUrl> {
  return getJson(apiPaths.streamUrl(fixtureUid), streamUrlSchema, signal);
}

/** The race's stream address; signed addresses expire, so it is never reused from a cache. */
export function useStreamUrl(fixtureUid: string, startDate: string) {
  return useQuery({
    queryKey: ['video', 'stream-url', fixtureUid],
    queryFn: ({ signal }) => getStreamUrl(fixtureUid, signal),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      isTooEarly(query.state.error) ? tooEarlyRetryDelay(startDate, Date.now()) : false,
  });
}
