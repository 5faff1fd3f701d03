import { formGuideSchema, type FormGuide } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { raceKeys } from './race-keys';

export function getFormGuide(participantUid: string, signal?: AbortSignal): Promise<FormGuide> {
  return getJson(apiPaths.formGuide(participantUid), formGuideSchema, signal);
}

/** A runner's form changes only when it runs again: kept for the race day once loaded. */
export function useFormGuide(participantUid: string) {
  return useQuery({
    queryKey: raceKeys.formGuide(participantUid),
    queryFn: ({ signal }) => getFormGuide(participantUid, signal),
    staleTime: 5 * 60_000,
  });
}
