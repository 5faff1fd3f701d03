import { isOpenStatus, MARKET_TYPES, type Fixture } from '@furlong/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { walletQuery } from '../../features/account/api/get-wallet';
import type { PlaceBetsResponse } from '../../features/bet-slip/api/place-bets';
import { taxRuleQuery } from '../../features/bet-slip/api/get-tax-rule';
import { SlipSheet } from '../../features/bet-slip/components/slip-sheet';
import {
  useBetSlip,
  type BetSlip as BetSlipState,
} from '../../features/bet-slip/hooks/use-bet-slip';
import type { SlipOffers, SlipPick } from '../../features/bet-slip/slip-line';
import { historyQueryKey } from '../../features/history/api/get-transactions';
import { myBetsQueryKey } from '../../features/my-bets/api/get-my-bets';
import { protectionsQuery } from '../../features/protections/api/protections-api';
import { findBackableOffer, type PricePick } from '../../features/races/runner-price';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../session-context';

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

/** Each selection's price while it takes bets; null once the runner or selection is out. */
function offersOf(fixture: Fixture): SlipOffers {
  return new Map(
    fixture.participants.flatMap((runner) =>
      runner.odds.map((odds) => [
        odds.selection,
        runner.isRunner && odds.status === 'OPEN' ? odds.price : null,
      ]),
    ),
  );
}

function toSlipPick(fixture: Fixture, pick: PricePick): SlipPick {
  return {
    venue: fixture.venue,
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

/** The race page's slip, kept in step with the race's prices as realtime reloads arrive. */
export function useRaceSlip(fixture: Fixture) {
  const offers = useMemo(() => offersOf(fixture), [fixture]);
  const { isSignedIn } = useSession();
  // The player's price-change setting decides which moves the slip takes over unasked.
  const protections = useQuery({ ...protectionsQuery, enabled: isSignedIn });
  const slip = useBetSlip(offers, protections.data?.priceChangePolicy);
  const { add, setAmount } = slip;
  const queryClient = useQueryClient();
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
  return { slip, handlePickPrice };
}

interface RaceSlipProps {
  fixture: Fixture;
  slip: BetSlipState;
  /** On a phone the slip waits in a bottom sheet behind a bar held at the screen's foot. */
  isSheet?: boolean;
}

/** Composes the slip with the session: sign-in prompt, cash balance, and what a bet changes. */
export function RaceSlip({ fixture, slip, isSheet = false }: RaceSlipProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [isSheetOpen, setSheetOpen] = useState(false);
  const isRaceOpen = isOpenStatus(fixture.status);
  useEffect(() => whenIdle(() => preloadSlip(queryClient), 3000), [queryClient]);
  if (!isRaceOpen && slip.lines.length === 0) return null;

  const handlePlaced = (response: PlaceBetsResponse) => {
    // The success toast says the bets are in; the race card comes back into view.
    setSheetOpen(false);
    // The answer carries the wallet after the debit: the balance chips update at once.
    queryClient.setQueryData(walletQuery.queryKey, response.wallet);
    void queryClient.invalidateQueries({ queryKey: myBetsQueryKey });
    void queryClient.invalidateQueries({ queryKey: historyQueryKey });
  };

  const handleSignInRequired = () => {
    // The sign-in dialog must not open behind the sheet.
    setSheetOpen(false);
    session.openSignIn();
  };

  const betSlip = (
    <Suspense fallback={null}>
      <BetSlip
        slip={slip}
        isRaceOpen={isRaceOpen}
        isSignedIn={session.isSignedIn}
        cashRupees={session.wallet?.pockets.cash.amount}
        onSignInRequired={handleSignInRequired}
        onPlaced={handlePlaced}
      />
    </Suspense>
  );
  if (!isSheet) return betSlip;
  return (
    <SlipSheet
      count={slip.lines.length}
      isOpen={isSheetOpen}
      onOpen={() => setSheetOpen(true)}
      onClose={() => setSheetOpen(false)}
    >
      {betSlip}
    </SlipSheet>
  );
}
