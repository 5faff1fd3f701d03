import {
  changedFixtureId,
  SPORTS_CHANNEL,
  type Fixture,
  type FixtureSummary,
} from '@furlong/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { expectFixtureVersion } from '../../features/races/api/get-fixture';
import { raceKeys } from '../../features/races/api/race-keys';
import { applyPriceMove, isPriceMove } from './apply-price-move';
import { useRealtimeClient } from './realtime-context';

const NO_RACES: ReadonlySet<string> = new Set();

export const RELOAD_DELAY_MIN_MS = 500;
export const RELOAD_DELAY_MAX_MS = 2000;

/**
 * Reloads a race after the server says it changed (spec section 4). Only the race on screen
 * and the slip's races matter on a race page; elsewhere every change may touch the day list. The random delay
 * spreads the refetches of thousands of open pages over 1.5 s instead of one instant. An
 * event that carries new prices is applied to the cache instead, when it follows the version
 * held (decision 043); the reload names the announced version, a URL a CDN keeps.
 */
export function useFixtureReloads(
  activeFixtureId: string | undefined,
  slipFixtureIds: ReadonlySet<string> = NO_RACES,
): void {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const activeFixtureRef = useRef(activeFixtureId);
  const slipFixturesRef = useRef(slipFixtureIds);
  useEffect(() => {
    activeFixtureRef.current = activeFixtureId;
    slipFixturesRef.current = slipFixtureIds;
  }, [activeFixtureId, slipFixtureIds]);

  useEffect(() => {
    if (!client) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stopListening = client.listen(SPORTS_CHANNEL, (event) => {
      if (event.event !== 'fixture_changed') return;
      const fixtureUid = changedFixtureId(event.data);
      const change = fixtureUid === undefined ? undefined : event.data[fixtureUid];
      if (!fixtureUid || !change) return;
      const active = activeFixtureRef.current;
      // The slip's races matter on every page: a line's race may go off or lose a runner.
      const isWatched =
        active === undefined || active === fixtureUid || slipFixturesRef.current.has(fixtureUid);
      if (!isWatched) return;
      // New prices and nothing else: applied to what is cached, no request at all.
      if (isPriceMove(change) && applyPriceMove(queryClient, fixtureUid, change)) return;
      const delay =
        RELOAD_DELAY_MIN_MS + Math.random() * (RELOAD_DELAY_MAX_MS - RELOAD_DELAY_MIN_MS);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void reloadRace(queryClient, fixtureUid, change.version);
      }, delay);
      timers.add(timer);
    });
    // There is no replay (docs/ARCHITECTURE.md, Realtime): data fetched before the subscription was
    // confirmed may have missed an event, so it is fetched again. A fetch still in flight is
    // left to finish rather than restarted, so a normal page load costs no second request.
    const stopResync = client.onSubscribed(SPORTS_CHANNEL, () => {
      const confirmedAt = Date.now();
      void queryClient.invalidateQueries(
        {
          queryKey: raceKeys.all,
          predicate: (query) => query.state.dataUpdatedAt < confirmedAt,
        },
        { cancelRefetch: false },
      );
    });
    return () => {
      stopListening();
      stopResync();
      timers.forEach(clearTimeout);
    };
  }, [client, queryClient]);
}

async function reloadRace(queryClient: QueryClient, fixtureUid: string, version: number) {
  if (hasVersion(queryClient, fixtureUid, version)) return;
  expectFixtureVersion(fixtureUid, version);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: raceKeys.fixture(fixtureUid) }),
    queryClient.invalidateQueries({ queryKey: raceKeys.days() }),
    queryClient.invalidateQueries({ queryKey: raceKeys.resultDays() }),
  ]);
}

/** True when every cached copy of the race is already at least this version (a late event). */
function hasVersion(queryClient: QueryClient, fixtureUid: string, version: number): boolean {
  const fixture = queryClient.getQueryData<Fixture>(raceKeys.fixture(fixtureUid));
  const listed = queryClient
    .getQueriesData<FixtureSummary[]>({ queryKey: raceKeys.days() })
    .flatMap(([, races]) => races?.filter((race) => race.uid === fixtureUid) ?? []);
  const copies = fixture ? [fixture, ...listed] : listed;
  return copies.length > 0 && copies.every((copy) => copy.version >= version);
}
