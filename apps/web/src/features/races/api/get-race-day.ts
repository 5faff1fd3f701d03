import { DIGITAL_CHANNEL, fixtureListSchema, type FixtureSummary } from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { raceKeys } from './race-keys';

/** The races of one India-time day that this web channel may offer. */
export async function getRaceDay(day: string, signal?: AbortSignal): Promise<FixtureSummary[]> {
  const races = await getJson(apiPaths.raceDay(day), fixtureListSchema, signal);
  return races.filter((race) => race.allowedChannels.includes(DIGITAL_CHANNEL));
}

export function raceDayQueryOptions(day: string) {
  return queryOptions({
    queryKey: raceKeys.day(day),
    queryFn: ({ signal }) => getRaceDay(day, signal),
  });
}

export function useRaceDay(day: string) {
  return useQuery(raceDayQueryOptions(day));
}
