import type { OperatorRace, RacePool } from '@furlong/contract';

/** Below this much in the Win pool (rupees) the tote's word is too thin to flag anything. */
export const STEAM_MIN_POOL_RUPEES = 1_000;
/** Steam: the tote's chance for a runner is at least this many times its fixed price's chance. */
export const STEAM_CHANCE_RATIO = 1.25;

export interface ToteAgainstPrice {
  horseNo: number;
  /** The fixed Win price, "to 1". */
  price: number;
  /** The tote approximate as a "to 1" price (dividend per ₹10 ÷ 10 − 1); null with no money on it. */
  totePrice: number | null;
  /** The money says shorter than the price by the ratio above (decision 073). */
  isSteaming: boolean;
}

/**
 * Each runner's fixed Win price beside the Win pool's approximate. Steam is money that
 * disagrees with the price: the tote's implied chance (10 / dividend) at least 1.25 times the
 * price's (1 / (price + 1)), once the pool holds ₹1,000.
 */
export function toteAgainstPrices(
  race: OperatorRace,
  winPool: RacePool | undefined,
): ToteAgainstPrice[] {
  const isDeepEnough = (winPool?.totalStake ?? 0) >= STEAM_MIN_POOL_RUPEES;
  return race.participants
    .filter((runner) => runner.isRunner)
    .sort((a, b) => a.horseNumber - b.horseNumber)
    .flatMap((runner) => {
      const price = runner.odds.find((odds) => odds.market === 'WIN')?.price;
      if (price === undefined) return [];
      const approximate = winPool?.approximates.find(
        (entry) => entry.combination.length === 1 && entry.combination[0] === runner.horseNumber,
      );
      const dividend = approximate && approximate.dividend > 0 ? approximate.dividend : null;
      const toteChance = dividend === null ? 0 : 10 / dividend;
      return [
        {
          horseNo: runner.horseNumber,
          price,
          totePrice: dividend === null ? null : Math.round(dividend * 10 - 100) / 100,
          isSteaming: isDeepEnough && toteChance >= STEAM_CHANCE_RATIO / (price + 1),
        },
      ];
    });
}
