import { priceHistorySchema, type PriceHistory } from '@furlong/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { raceKeys } from './race-keys';

export function getPriceHistory(fixtureUid: string, signal?: AbortSignal): Promise<PriceHistory> {
  return getJson(apiPaths.priceHistory(fixtureUid), priceHistorySchema, signal);
}

/**
 * Every price of a race's selections. Keyed by the card's version: each change of the race
 * (a price move among them) loads the history again, and the last one stays on screen meanwhile.
 */
export function usePriceHistory(fixtureUid: string, version: number) {
  return useQuery({
    queryKey: raceKeys.priceHistory(fixtureUid, version),
    queryFn: ({ signal }) => getPriceHistory(fixtureUid, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
