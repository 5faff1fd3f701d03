import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; network and server failures may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Realtime events invalidate what changed, so data can be reused for a while without polling.
        staleTime: 30_000,
        retry: shouldRetry,
        // Offline, a read still goes out once: the service worker answers it with the race
        // data last seen. Retries wait for the network ('online' mode would not even try).
        networkMode: 'offlineFirst',
      },
    },
  });
}
