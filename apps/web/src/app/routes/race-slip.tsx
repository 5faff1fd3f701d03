import {
  indiaDayOf,
  isOpenStatus,
  MARKET_TYPES,
  type Fixture,
  type Wallet,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { walletQuery } from '../../features/account/api/get-wallet';
import { taxRuleQuery } from '../../lib/tax-rule';
import { SlipSheet } from '../../features/bet-slip/components/slip-sheet';
import type { SlipPick } from '../../features/bet-slip/slip-line';
import { historyQueryKey } from '../../features/history/api/get-transactions';
import { myBetsQueryKey } from '../../features/my-bets/api/get-my-bets';
import { fixtureQueryOptions } from '../../features/races/api/get-fixture';
import { findBackableOffer, type PricePick } from '../../features/races/runner-price';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../session-context';
import { useSlip } from '../slip/slip-context';

/**
 * The slip's own code (stake fields, figures, placing) is its own chunk: a race card paints
 * without it, and it is fetched once the phone is idle, before the first tap on a price.
 */
const lazyBetSlip = preloadableLazy(() =>
  import('../../features/bet-slip/components/bet-slip').then((module) => ({
    default: module.BetSlip,
  })),
);
const BetSlip = lazyBetSlip.Component;

/** Fetches the slip's code now rather than when the phone is next idle. */
export const preloadBetSlip = lazyBetSlip.preload;

/**
 * The slip's code and the tax rule its figures need, fetched before the slip first shows: a
 * player who taps a price and then loses the signal still sees the slip, saying it will not
 * place, rather than waiting on either.
 */
function preloadSlip(queryClient: QueryClient): void {
  void lazyBetSlip.preload();
  void queryClient.prefetchQuery(taxRuleQuery);
}

function toSlipPick(fixture: Fixture, pick: PricePick): SlipPick {
  return {
    venue: fixture.venue,
    venueName: fixture.venueName,
    raceDay: indiaDayOf(Date.parse(fixture.startDate)),
    raceNumber: fixture.raceNumber,
    market: pick.market,
    horseNo: pick.runner.horseNumber,
    horse: pick.runner.name,
    odds: pick.price,
    sportFixture: fixture.uid,
    selection: pick.selection,
  };
}

/** "WIN-3" from a repeat link: the market and horse number, if the race still offers them. */
function findRepeatPick(fixture: Fixture, repeat: string | null): PricePick | undefined {
  const [market, horseNumber] = repeat?.split('-') ?? [];
  const marketType = MARKET_TYPES.find((type) => type === market);
  const runner = fixture.participants.find((each) => String(each.horseNumber) === horseNumber);
  if (!marketType || !runner) return undefined;
  const offer = findBackableOffer(runner, marketType, isOpenStatus(fixture.status));
  return offer && { runner, market: marketType, selection: offer.selection, price: offer.price };
}

/** A race page's prices feed the app's one slip. */
export function useRaceSlip(fixture: Fixture) {
  const { slip, show } = useSlip();
  const { add, setAmount } = slip;
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => preloadSlip(queryClient), 3000), [queryClient]);
  const handlePickPrice = useCallback(
    (pick: PricePick) => {
      // A tap on a price is the moment the slip is wanted: no waiting for an idle phone.
      preloadSlip(queryClient);
      add(toSlipPick(fixture, pick));
    },
    [add, fixture, queryClient],
  );
  // "Repeat bet" from My Bets: the same selection and stake at today's price, once.
  const [searchParams, setSearchParams] = useSearchParams();
  const repeat = searchParams.get('repeat');
  const repeatAmount = searchParams.get('amount');
  useEffect(() => {
    if (repeat === null) return;
    const pick = findRepeatPick(fixture, repeat);
    if (pick) {
      add(toSlipPick(fixture, pick));
      if (repeatAmount && /^\d{1,5}$/.test(repeatAmount)) setAmount(pick.selection, repeatAmount);
    }
    setSearchParams({}, { replace: true });
  }, [repeat, repeatAmount, fixture, add, setAmount, setSearchParams]);
  return { slip, handlePickPrice, showSlip: show };
}

/**
 * Whether the slip has a place on this page: it holds lines, or the page is an open race
 * (whose prices would fill it).
 */
export function useIsSlipWanted(fixtureId: string | undefined): boolean {
  const { slip } = useSlip();
  const race = useQuery({ ...fixtureQueryOptions(fixtureId ?? ''), enabled: false });
  const isOpenRace =
    fixtureId !== undefined && race.data !== undefined && isOpenStatus(race.data.status);
  return slip.lines.length > 0 || isOpenRace;
}

interface AppSlipProps {
  /** On a phone the slip waits in a bottom sheet behind a bar held at the screen's foot. */
  isSheet?: boolean;
}

/** The app's slip composed with the session: sign-in prompt, cash balance, what a bet changes. */
export function AppSlip({ isSheet = false }: AppSlipProps) {
  const session = useSession();
  const { slip, races, isShown, show, hide } = useSlip();
  const queryClient = useQueryClient();
  const columnRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The header's count brings the desktop column's slip into view and focus.
    if (isSheet || !isShown) return;
    const region = columnRef.current?.querySelector<HTMLElement>('section');
    region?.scrollIntoView({ block: 'nearest' });
    region?.focus();
    hide();
  }, [isSheet, isShown, hide]);

  const handlePlaced = (wallet: Wallet | undefined) => {
    // The success toast says the bets are in; the page comes back into view.
    hide();
    // A slip's answer carries the wallet after the debit: the balance chips update at once.
    if (wallet) queryClient.setQueryData(walletQuery.queryKey, wallet);
    else void queryClient.invalidateQueries({ queryKey: walletQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: myBetsQueryKey });
    void queryClient.invalidateQueries({ queryKey: historyQueryKey });
  };

  const handleSignInRequired = () => {
    // The sign-in dialog must not open behind the sheet; the slip stays on this device.
    hide();
    session.openSignIn();
  };

  const betSlip = (
    <Suspense fallback={null}>
      <BetSlip
        slip={slip}
        races={races}
        isSignedIn={session.isSignedIn}
        cashRupees={session.wallet?.pockets.cash.amount}
        onSignInRequired={handleSignInRequired}
        onPlaced={handlePlaced}
      />
    </Suspense>
  );
  if (!isSheet) return <Box ref={columnRef}>{betSlip}</Box>;
  return (
    <SlipSheet count={slip.lines.length} isOpen={isShown} onOpen={show} onClose={hide}>
      {betSlip}
    </SlipSheet>
  );
}
