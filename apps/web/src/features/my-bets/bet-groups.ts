import { MARKET_NAMES, type PlacedBet } from '@furlong/contract';

/** What My Bets shows as one card: a single, an each-way single, or a multiple's bets. */
export type BetGroup =
  | { kind: 'single'; bet: PlacedBet }
  /** The Win and Place bets of one each-way line, placed together at the same stake. */
  | { kind: 'eachWay'; bets: [PlacedBet, PlacedBet] }
  /** Every bet of one multiple (a Kenchi's doubles and trebles, each-way parts). */
  | { kind: 'multiple'; bets: PlacedBet[] };

type LineItem = PlacedBet['betLineItems'][number];

const onlyItem = (bet: PlacedBet): LineItem | undefined =>
  bet.betLineItems.length === 1 ? bet.betLineItems[0] : undefined;

/** An each-way pair: one slip's Win and Place bet on the same runner at the same stake. */
function isEachWayPair(win: PlacedBet, place: PlacedBet): boolean {
  const a = onlyItem(win);
  const b = onlyItem(place);
  return (
    win.betType === 'SINGLE' &&
    place.betType === 'SINGLE' &&
    a !== undefined &&
    b !== undefined &&
    win.timestamp === place.timestamp &&
    a.marketName === MARKET_NAMES.WIN &&
    b.marketName === MARKET_NAMES.PLACE &&
    a.sportFixture === b.sportFixture &&
    a.horseNumber === b.horseNumber &&
    a.betAmount === b.betAmount
  );
}

/**
 * The server lists bets one by one, newest first; My Bets shows what the player placed: a
 * multiple's bets together (the same type, placed in one request), and an each-way single's
 * Win and Place bets together. The order stays the server's.
 */
export function groupBets(bets: PlacedBet[]): BetGroup[] {
  const groups: BetGroup[] = [];
  const multiples = new Map<string, PlacedBet[]>();
  const used = new Set<PlacedBet>();
  for (const [index, bet] of bets.entries()) {
    if (used.has(bet)) continue;
    if (bet.betType !== 'SINGLE') {
      const key = `${bet.betType}|${bet.timestamp}`;
      const group = multiples.get(key);
      if (group) group.push(bet);
      else {
        const fresh = [bet];
        multiples.set(key, fresh);
        groups.push({ kind: 'multiple', bets: fresh });
      }
      continue;
    }
    const partner = bets
      .slice(index + 1)
      .find(
        (other) => !used.has(other) && (isEachWayPair(bet, other) || isEachWayPair(other, bet)),
      );
    if (partner) {
      used.add(partner);
      const pair: [PlacedBet, PlacedBet] = isEachWayPair(bet, partner)
        ? [bet, partner]
        : [partner, bet];
      groups.push({ kind: 'eachWay', bets: pair });
    } else groups.push({ kind: 'single', bet });
  }
  return groups;
}

/** One leg of a multiple: its race and runner, its Win (and each-way, Place) price, its status. */
export interface MultipleLeg {
  item: LineItem;
  placeOdds?: number;
  /** Each-way: how the Place part's leg stands (it may place when the Win part lost). */
  placeStatus?: LineItem['legStatus'];
}

/** The legs of a multiple's bets: each race's runner once, the each-way parts side by side. */
export function legsOf(bets: PlacedBet[]): MultipleLeg[] {
  const legs = new Map<string, MultipleLeg>();
  for (const item of bets.flatMap((bet) => bet.betLineItems)) {
    const key = `${item.sportFixture}|${item.horseNumber}`;
    const leg = legs.get(key);
    if (item.eachWayPart === 'PLACE') {
      const place = { placeOdds: item.odds, placeStatus: item.legStatus };
      legs.set(key, leg ? { ...leg, ...place } : { item, ...place });
    } else if (!leg) legs.set(key, { item });
    else if (leg.item.eachWayPart === 'PLACE') legs.set(key, { ...leg, item });
  }
  return [...legs.values()];
}
