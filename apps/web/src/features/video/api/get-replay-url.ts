import { streamUrlSchema, type StreamUrl } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';

export function getReplayUrl(fixtureUid: string, signal?: AbortSignal): Promise<StreamUrl> {
  return getJson(apiPaths.replay(fixtureUid), streamUrlSchema, signal);
}

/** A race's recording; a signed address expires, so it is asked for afresh each time. */
export function useReplayUrl(fixtureUid: string) {
  return useQuery({
    queryKey: ['video', 'replay-url', fixtureUid],
    queryFn: ({ signal }) => getReplayUrl(fixtureUid, signal),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
