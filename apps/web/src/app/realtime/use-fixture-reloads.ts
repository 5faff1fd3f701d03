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
import { useRealtimeClient } from '../../lib/realtime-context';

const NO_RACES: ReadonlySet<string> = new Set();

export const RELOAD_DELAY_MIN_MS = 500;
export const RELOAD_DELAY_MAX_MS = 2000;
/** During a burst the day lists are fetched again at most this often. */
export const LIST_RELOAD_GAP_MS = 5000;

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
    const reloads = createReloads(queryClient);
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
      reloads.race(fixtureUid, change.version);
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
      reloads.stop();
    };
  }, [client, queryClient]);
}

const reloadDelay = () =>
  RELOAD_DELAY_MIN_MS + Math.random() * (RELOAD_DELAY_MAX_MS - RELOAD_DELAY_MIN_MS);

/**
 * The reloads a burst of changes asks for, coalesced: one timer per race and one for the day
 * lists, whatever the number of events (a server seeding a week announces hundreds of races in
 * a few seconds). A reload never cancels a request in flight: it waits for it and asks again,
 * so each list is fetched one request at a time, at most once per LIST_RELOAD_GAP_MS, and a
 * change announced during a request is still fetched after it.
 */
function createReloads(queryClient: QueryClient) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The highest version announced per race whose reload is pending. */
  const versions = new Map<string, number>();
  const LISTS = 'lists';
  const listKeys = [raceKeys.days(), raceKeys.resultDays()];

  let listsReloadedAt = Number.NEGATIVE_INFINITY;

  function arm(id: string, fire: () => void, delay = reloadDelay()): void {
    if (timers.has(id)) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        fire();
      }, delay),
    );
  }

  function reloadLists(): void {
    const sinceLast = Date.now() - listsReloadedAt;
    if (sinceLast < LIST_RELOAD_GAP_MS) {
      arm(LISTS, reloadLists, LIST_RELOAD_GAP_MS - sinceLast);
      return;
    }
    if (listKeys.some((queryKey) => queryClient.isFetching({ queryKey }) > 0)) {
      arm(LISTS, reloadLists);
      return;
    }
    listsReloadedAt = Date.now();
    for (const queryKey of listKeys) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
  }

  function reloadRace(fixtureUid: string): void {
    const version = versions.get(fixtureUid) ?? 0;
    if (hasVersion(queryClient, fixtureUid, version)) {
      versions.delete(fixtureUid);
      return;
    }
    const queryKey = raceKeys.fixture(fixtureUid);
    if (queryClient.isFetching({ queryKey }) > 0) {
      arm(fixtureUid, () => reloadRace(fixtureUid));
      return;
    }
    versions.delete(fixtureUid);
    expectFixtureVersion(fixtureUid, version);
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    // The lists together, once, however many races changed.
    if (!timers.has(LISTS)) reloadLists();
  }

  return {
    race(fixtureUid: string, version: number): void {
      versions.set(fixtureUid, Math.max(version, versions.get(fixtureUid) ?? 0));
      arm(fixtureUid, () => reloadRace(fixtureUid));
    },
    stop(): void {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
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
