import type { MarketType } from '@furlong/contract';
import { payingPositions } from '../settlement/settlement-rules';
import { finishingChances, winChances } from './harville';

export type DerivedMarket = Exclude<MarketType, 'WIN'>;
export const DERIVED_MARKETS: readonly DerivedMarket[] = ['PLACE', 'SHP', 'THP'];

/** The dearest and the cheapest "to 1" price a selection may carry, in hundredths. */
export const MIN_PRICE_HUNDREDTHS = 1;
export const MAX_PRICE_HUNDREDTHS = 99_900;

/** Each runner's chance of a market paying it out, from the Win chances (Harville). */
export function marketChances(market: DerivedMarket, win: readonly number[]): number[] | undefined {
  const positions = payingPositions(market, win.length);
  if (!positions) return undefined;
  return finishingChances(win).map((byPosition) =>
    positions.reduce((sum, position) => sum + byPosition[position - 1]!, 0),
  );
}

/**
 * A price from a chance with the operator's margin: decimal odds 1 / (chance × (1 + margin)),
 * so the market's book is its paying places × (100 % + margin). Rounded down to the hundredth
 * (never dearer than the model), kept within 0.01 and 999.
 */
export function priceFromChance(chance: number, marginBp: number): number {
  if (chance <= 0) return MAX_PRICE_HUNDREDTHS;
  const decimal = 1 / (chance * (1 + marginBp / 10_000));
  const hundredths = Math.floor((decimal - 1) * 100 + 1e-9);
  return Math.min(MAX_PRICE_HUNDREDTHS, Math.max(MIN_PRICE_HUNDREDTHS, hundredths));
}

/**
 * Place, SHP or THP prices (hundredths, in the runners' order) derived from the race's Win
 * prices of its runners still in, with the market's margin; undefined where the market does
 * not pay with that many starters.
 */
export function derivePrices(
  market: DerivedMarket,
  winPricesHundredths: readonly number[],
  marginBp: number,
): number[] | undefined {
  return marketChances(market, winChances(winPricesHundredths))?.map((chance) =>
    priceFromChance(chance, marginBp),
  );
}
