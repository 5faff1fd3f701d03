import type { Fixture, FixtureChangeNotice, FixtureSummary, PriceHistory } from '@furlong/contract';
import type { QueryClient } from '@tanstack/react-query';
import { raceKeys } from '../../features/races/api/race-keys';

type PriceMove = FixtureChangeNotice & { prices: NonNullable<FixtureChangeNotice['prices']> };

export const isPriceMove = (change: FixtureChangeNotice): change is PriceMove =>
  change.prices !== undefined;

/**
 * Brings every cached copy of a race to the event's version without a request, when the event
 * carries new prices and was the only change since the copy (decision 043): the card's odds
 * and market selections, the day lists' version and status, and the price history. Returns
 * false, touching nothing, when a copy is older than the version before (an event was missed):
 * then the race is reloaded as for any other change.
 */
export function applyPriceMove(queryClient: QueryClient, fixtureUid: string, move: PriceMove) {
  const card = queryClient.getQueryData<Fixture>(raceKeys.fixture(fixtureUid));
  const lists = queryClient.getQueriesData<FixtureSummary[]>({ queryKey: raceKeys.days() });
  const listed = lists.flatMap(
    ([, races]) => races?.filter((race) => race.uid === fixtureUid) ?? [],
  );
  const copies = card ? [card, ...listed] : listed;
  if (copies.some((copy) => copy.version < move.version - 1)) return false;

  const newPrice = new Map(move.prices.map((moved) => [moved.selection, moved.price]));
  const priceOf = (selection: string, price: number) => newPrice.get(selection) ?? price;
  if (card && card.version < move.version) {
    queryClient.setQueryData<Fixture>(raceKeys.fixture(fixtureUid), {
      ...card,
      version: move.version,
      status: move.status,
      participants: card.participants.map((runner) => ({
        ...runner,
        odds: runner.odds.map((odds) => ({ ...odds, price: priceOf(odds.selection, odds.price) })),
      })),
      markets: card.markets.map((market) => ({
        ...market,
        selections: market.selections.map((selection) => ({
          ...selection,
          price: priceOf(selection.uid, selection.price),
        })),
      })),
    });
    extendPriceHistory(queryClient, fixtureUid, card.version, move);
  }
  for (const [queryKey, races] of lists) {
    if (!races?.some((race) => race.uid === fixtureUid && race.version < move.version)) continue;
    queryClient.setQueryData<FixtureSummary[]>(
      queryKey,
      races.map((race) =>
        race.uid === fixtureUid ? { ...race, version: move.version, status: move.status } : race,
      ),
    );
  }
  return true;
}

/** The history shown for the card's version, plus the new points, becomes the next version's. */
function extendPriceHistory(
  queryClient: QueryClient,
  fixtureUid: string,
  shownVersion: number,
  move: PriceMove,
) {
  const shown = queryClient.getQueryData<PriceHistory>(
    raceKeys.priceHistory(fixtureUid, shownVersion),
  );
  if (!shown || move.at === undefined) return;
  const at = move.at;
  const next: PriceHistory = { ...shown };
  for (const { selection, price } of move.prices) {
    next[selection] = [...(shown[selection] ?? []), { at, price }];
  }
  queryClient.setQueryData(raceKeys.priceHistory(fixtureUid, move.version), next);
}
