import { raceResultsSchema } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { raceKeys } from './race-keys';

/** The resulted races of one India-time day, with each market's winners and prices. */
export function useRaceResults(day: string) {
  return useQuery({
    queryKey: raceKeys.results(day),
    queryFn: ({ signal }) => getJson(apiPaths.raceResults(day), raceResultsSchema, signal),
  });
}
