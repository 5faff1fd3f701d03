import { fixtureSchema, type Fixture } from '@furlong/contract';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { raceKeys } from './race-keys';

export function getFixture(
  fixtureUid: string,
  signal?: AbortSignal,
  version?: number,
): Promise<Fixture> {
  return getJson(apiPaths.fixture(fixtureUid, version), fixtureSchema, signal);
}

/** Versions that realtime events announced and the next load of the race should ask for. */
const announcedVersions = new Map<string, number>();

/** The next load of this race asks for this version by URL (cacheable by any CDN for good). */
export function expectFixtureVersion(fixtureUid: string, version: number): void {
  announcedVersions.set(fixtureUid, Math.max(version, announcedVersions.get(fixtureUid) ?? 0));
}

export function fixtureQueryOptions(fixtureUid: string) {
  return queryOptions({
    queryKey: raceKeys.fixture(fixtureUid),
    queryFn: ({ signal }) => {
      const version = announcedVersions.get(fixtureUid);
      announcedVersions.delete(fixtureUid);
      return getFixture(fixtureUid, signal, version);
    },
    structuralSharing: keepNewerFixture,
  });
}

/**
 * A race card answered by an instance that had not yet heard of a change can be older than
 * the one on screen; the card's version decides, so the screen never goes back in time.
 */
export function keepNewerFixture(previous: unknown, next: unknown): unknown {
  const isOlder = isVersioned(previous) && isVersioned(next) && next.version < previous.version;
  return isOlder ? previous : replaceEqualDeep(previous, next);
}

function isVersioned(value: unknown): value is { version: number } {
  return typeof (value as { version?: unknown } | undefined)?.version === 'number';
}

export function useFixture(fixtureUid: string) {
  return useQuery(fixtureQueryOptions(fixtureUid));
}
