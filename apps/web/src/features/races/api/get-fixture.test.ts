import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildFixture, nextUuid } from '../../../test/race-data';
import { expectFixtureVersion, fixtureQueryOptions } from './get-fixture';
import { raceKeys } from './race-keys';

describe('the race card query', () => {
  it('never replaces a card with an older version of it, and takes a newer one', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const uid = nextUuid();
    const newer = buildFixture({ uid, version: 7, name: 'Newer' });
    queryClient.setQueryData(raceKeys.fixture(uid), newer);

    // An instance that has not yet heard of the change answers the previous version.
    await queryClient.fetchQuery({
      ...fixtureQueryOptions(uid),
      queryFn: async () => buildFixture({ uid, version: 6, name: 'Older' }),
    });
    expect(queryClient.getQueryData(raceKeys.fixture(uid))).toBe(newer);

    await queryClient.fetchQuery({
      ...fixtureQueryOptions(uid),
      queryFn: async () => buildFixture({ uid, version: 8, name: 'Newest' }),
    });
    expect(queryClient.getQueryData(raceKeys.fixture(uid))).toMatchObject({
      version: 8,
      name: 'Newest',
    });
  });

  it('asks for the version an event announced by URL once, then the plain URL again', async () => {
    const uid = nextUuid();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json(buildFixture({ uid, version: 9 })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    expectFixtureVersion(uid, 9);
    await queryClient.fetchQuery(fixtureQueryOptions(uid));
    await queryClient.fetchQuery({ ...fixtureQueryOptions(uid), staleTime: 0 });

    const urls = fetchSpy.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls[0]).toMatch(new RegExp(`/api/mc/sport-fixture/cached/${uid}\\?v=9$`));
    expect(urls[1]).toMatch(new RegExp(`/api/mc/sport-fixture/cached/${uid}$`));
    fetchSpy.mockRestore();
  });
});
