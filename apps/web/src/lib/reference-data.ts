import { referenceDataSchema, type ReferenceData } from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { getJson } from './api-client';

export function getReferenceData(signal?: AbortSignal): Promise<ReferenceData> {
  return getJson(apiPaths.reference, referenceDataSchema, signal);
}

/** Countries and venues change with the racing calendar, not during a session. */
export function referenceDataQueryOptions() {
  return queryOptions({
    queryKey: ['reference'],
    queryFn: ({ signal }) => getReferenceData(signal),
    staleTime: 60 * 60_000,
  });
}

export function useReferenceData() {
  return useQuery(referenceDataQueryOptions());
}
