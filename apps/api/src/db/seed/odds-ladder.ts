import type { MarketType } from '@furlong/contract';

/**
 * The "to 1" prices a bookmaker quotes (fractions such as 11-4 written 2.75). Demo prices
 * and simulated drifts stay on it so the cards look like real books, never 3.17-1.
 */
export const ODDS_LADDER: readonly number[] = [
  0.1, 0.11, 0.13, 0.14, 0.17, 0.2, 0.22, 0.25, 0.29, 0.33, 0.36, 0.4, 0.44, 0.5, 0.53, 0.57, 0.62,
  0.67, 0.73, 0.8, 0.83, 0.91, 1, 1.1, 1.2, 1.25, 1.38, 1.5, 1.62, 1.75, 1.88, 2, 2.25, 2.5, 2.75,
  3, 3.33, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 25, 28, 33,
  40, 50,
];

const LAST_RUNG = ODDS_LADDER.length - 1;

function nearestRung(price: number): number {
  let best = 0;
  for (let rung = 1; rung <= LAST_RUNG; rung += 1) {
    const distance = Math.abs((ODDS_LADDER[rung] as number) - price);
    if (distance < Math.abs((ODDS_LADDER[best] as number) - price)) best = rung;
  }
  return best;
}

/** The ladder price nearest to `price`, kept within [min, max]. */
export function snapToLadder(
  price: number,
  min = ODDS_LADDER[0] as number,
  max = ODDS_LADDER[LAST_RUNG] as number,
): number {
  const snapped = ODDS_LADDER[nearestRung(Math.min(Math.max(price, min), max))] as number;
  return Math.min(Math.max(snapped, min), max);
}

/** Moves a price `steps` rungs up (drifting out) or down (shortening), stopping at the ends. */
export function stepOnLadder(price: number, steps: number): number {
  const rung = Math.min(Math.max(nearestRung(price) + steps, 0), LAST_RUNG);
  return ODDS_LADDER[rung] as number;
}

/**
 * PLACE, SHP and THP pay on more finishing positions than WIN, so they are shorter. The
 * factors are a demo's rule of thumb, not a tote model; the place factor follows the rule
 * that a place pays three horses with 8 or more starters and two with fewer.
 */
export function derivePrices(winPrice: number, starters: number): Record<MarketType, number> {
  const shorter = (factor: number) => Math.min(winPrice, snapToLadder(winPrice * factor));
  return {
    WIN: winPrice,
    PLACE: shorter(starters >= 8 ? 0.25 : 0.35),
    SHP: shorter(0.5),
    THP: shorter(0.33),
  };
}
