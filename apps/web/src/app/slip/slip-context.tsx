import { indiaDayOf, isOpenStatus, type Fixture } from '@furlong/contract';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useBetSlip, type BetSlip } from '../../features/bet-slip/hooks/use-bet-slip';
import type { SlipOffers, SlipRace } from '../../features/bet-slip/slip-line';
import { protectionsQuery } from '../../features/protections/api/protections-api';
import { fixtureQueryOptions } from '../../features/races/api/get-fixture';
import { useSession } from '../session-context';

export interface SlipContextValue {
  slip: BetSlip;
  /** The races of the slip's lines, as the app holds them (kept fresh by realtime reloads). */
  races: ReadonlyMap<string, SlipRace>;
  /** The races the slip's lines are in: realtime reloads watch them wherever the player is. */
  raceIds: ReadonlySet<string>;
  /** Shows the slip: opens the phone's sheet, or brings the desktop column into view. */
  isShown: boolean;
  show: () => void;
  hide: () => void;
}

const SlipContext = createContext<SlipContextValue | null>(null);

/** Each selection's price while it takes bets; null once the race is off or the runner out. */
export function offersOf(fixture: Fixture): [string, number | null][] {
  const isOpen = isOpenStatus(fixture.status);
  return fixture.participants.flatMap((runner) =>
    runner.odds.map((odds): [string, number | null] => [
      odds.selection,
      isOpen && runner.isRunner && odds.status === 'OPEN' ? odds.price : null,
    ]),
  );
}

function raceOf(fixture: Fixture): SlipRace {
  const runners = fixture.participants.filter((runner) => runner.isRunner);
  return {
    isOpen: isOpenStatus(fixture.status),
    starters: runners.length,
    bestOfTote:
      fixture.bestOfTote === true &&
      indiaDayOf(Date.now()) === indiaDayOf(new Date(fixture.startDate)),
    placeOffers: new Map(
      runners.flatMap((runner) =>
        runner.odds
          .filter((odds) => odds.market === 'PLACE' && odds.status === 'OPEN')
          .map((odds) => [runner.horseNumber, { selection: odds.selection, odds: odds.price }]),
      ),
    ),
  };
}

// Stable, so useQueries hands back the same array while no race changed.
const loadedFixtures = (results: UseQueryResult<Fixture>[]) =>
  results.flatMap((result) => (result.data ? [result.data] : []));

/** The one slip of the app, with what it needs of the session and of its races. */
export function SlipProvider({ children }: { children: ReactNode }) {
  const { isSignedIn, player, wallet } = useSession();
  const [raceIdList, setRaceIdList] = useState<string[]>([]);
  // The price-change setting, once the slip holds lines, read after the details and balance
  // (the order sign-in keeps); until then every move is asked about, the safe default.
  const protections = useQuery({
    ...protectionsQuery,
    enabled: isSignedIn && wallet !== undefined && raceIdList.length > 0,
  });
  const fixtures = useQueries({
    queries: raceIdList.map((uid) => fixtureQueryOptions(uid)),
    combine: loadedFixtures,
  });
  const offers = useMemo<SlipOffers>(() => new Map(fixtures.flatMap(offersOf)), [fixtures]);
  const slip = useBetSlip({
    offers,
    policy: protections.data?.priceChangePolicy,
    player: isSignedIn ? player?.identity.uid : undefined,
  });
  // The races to load follow the lines; kept as a sorted list so the queries stay put.
  const wanted = [...new Set(slip.lines.map((line) => line.sportFixture))].sort();
  if (wanted.join() !== raceIdList.join()) setRaceIdList(wanted);

  const races = useMemo(
    () => new Map(fixtures.map((fixture) => [fixture.uid, raceOf(fixture)])),
    [fixtures],
  );
  const raceIds = useMemo(() => new Set(raceIdList), [raceIdList]);
  const [isShown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  const hide = useCallback(() => setShown(false), []);
  const value = useMemo(
    () => ({ slip, races, raceIds, isShown, show, hide }),
    [slip, races, raceIds, isShown, show, hide],
  );
  return <SlipContext value={value}>{children}</SlipContext>;
}

export function useSlip(): SlipContextValue {
  const value = useContext(SlipContext);
  if (!value) throw new Error('useSlip must be used inside SlipProvider');
  return value;
}
