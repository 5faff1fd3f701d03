import { raceDaysSchema } from '@furlong/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';

export function getRaceDays(from: string, to: string, signal?: AbortSignal): Promise<string[]> {
  return getJson(apiPaths.raceDays(from, to), raceDaysSchema, signal);
}

/** Which days of a range have races; race meetings are planned well ahead, so this rarely changes. */
export function useRaceDays(from: string, to: string) {
  return useQuery({
    queryKey: ['calendar', 'race-days', from, to],
    queryFn: ({ signal }) => getRaceDays(from, to, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
