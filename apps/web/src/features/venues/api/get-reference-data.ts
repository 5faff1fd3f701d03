import { referenceDataSchema, type ReferenceData } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';

export function getReferenceData(signal?: AbortSignal): Promise<ReferenceData> {
  return getJson(apiPaths.reference, referenceDataSchema, signal);
}

/** Countries and venues change with the racing calendar, not during a session. */
export function useReferenceData() {
  return useQuery({
    queryKey: ['reference'],
    queryFn: ({ signal }) => getReferenceData(signal),
    staleTime: 60 * 60_000,
  });
}
