import { fixtureSchema, type Fixture } from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { raceKeys } from './race-keys';

export function getFixture(fixtureUid: string, signal?: AbortSignal): Promise<Fixture> {
  return getJson(apiPaths.fixture(fixtureUid), fixtureSchema, signal);
}

export function fixtureQueryOptions(fixtureUid: string) {
  return queryOptions({
    queryKey: raceKeys.fixture(fixtureUid),
    queryFn: ({ signal }) => getFixture(fixtureUid, signal),
  });
}

export function useFixture(fixtureUid: string) {
  return useQuery(fixtureQueryOptions(fixtureUid));
}
