import { indiaDayOf, type Fixture } from '@furlong/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useTaxRule } from '../../lib/tax-rule';
import type { BetKind } from '../../features/tote/components/bet-kind-tabs';
import { MultiRaceLinks } from '../../features/tote/components/multi-race-links';
import { TotePanel } from '../../features/tote/components/tote-panel';
import { usePoolReloads } from '../../features/tote/hooks/use-pool-reloads';
import { useRunnerToteLines } from '../../features/tote/hooks/use-runner-approximates';
import { useRealtimeClient } from '../../lib/realtime-context';
import { useSession } from '../session-context';

/** `?bet=tote` opens the race page on its Tote tab, so the tab has an address of its own. */
const BET_KIND_PARAM = 'bet';

/**
 * The race page's tote: which tab is open (in the address), each runner's Win and Place
 * approximates for the card's rows, and the pools reloaded when the race's pools change.
 */
export function useRaceTote(fixture: Fixture) {
  const [searchParams, setSearchParams] = useSearchParams();
  const betKind: BetKind = searchParams.get(BET_KIND_PARAM) === 'tote' ? 'tote' : 'odds';
  const setBetKind = useCallback(
    (kind: BetKind) =>
      setSearchParams(kind === 'tote' ? { [BET_KIND_PARAM]: 'tote' } : {}, { replace: true }),
    [setSearchParams],
  );
  usePoolReloads(useRealtimeClient(), fixture.uid);
  const runnerToteLines = useRunnerToteLines(fixture.uid);
  return { betKind, setBetKind, runnerToteLines };
}

/** The Tote tab's panel with what the app knows: the session, the GST rule in force. */
export function RaceTote({ fixture }: { fixture: Fixture }) {
  const session = useSession();
  const taxRule = useTaxRule();
  const day = indiaDayOf(new Date(fixture.startDate));
  return (
    <>
      <MultiRaceLinks
        day={day}
        fixtureUid={fixture.uid}
        linkTo={(pool) => paths.multiRace(day, pool)}
      />
      <TotePanel
        fixture={fixture}
        gstRateBp={taxRule?.gstRateBp}
        isSignedIn={session.isSignedIn}
        onSignInRequired={session.openSignIn}
        depositPath={paths.deposit}
      />
    </>
  );
}
