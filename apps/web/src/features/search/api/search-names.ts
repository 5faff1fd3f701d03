import { SEARCH_MIN_LENGTH, searchResultsSchema, type SearchResults } from '@furlong/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';

export function searchNames(text: string, signal?: AbortSignal): Promise<SearchResults> {
  return getJson(apiPaths.search(text), searchResultsSchema, signal);
}

/** The text as the server compares it, so "Sultan " and "sultan" share one request. */
export const searchKey = (text: string) => text.trim().toLowerCase();

/**
 * Names like the text. Each text is its own query with the request's signal: when the text
 * changes, the earlier query loses its last observer and TanStack Query aborts its request.
 * The last answer stays on screen while the next one loads.
 */
export function useNameSearch(text: string) {
  const key = searchKey(text);
  return useQuery({
    queryKey: ['search', key],
    queryFn: ({ signal }) => searchNames(key, signal),
    enabled: key.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
