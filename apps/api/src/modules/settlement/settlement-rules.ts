import {
  indiaDayOf,
  tdsOnNetWinnings,
  winningPayoutPaise,
  type MarketType,
  type TaxRule,
} from '@furlong/contract';

/**
 * The racing rules of settlement, as pure functions (worked examples in
 * settlement-rules.test.ts; the rules in docs/decisions/012-settlement-rules.md).
 */

/** Finishing positions a market pays, given the number of starters; undefined: it does not run. */
export function payingPositions(market: MarketType, starters: number): number[] | undefined {
  switch (market) {
    case 'WIN':
      return starters >= 2 ? [1] : undefined;
    case 'PLACE':
      if (starters >= 8) return [1, 2, 3];
      return starters >= 4 ? [1, 2] : undefined;
    case 'SHP':
      return starters >= 4 ? [2] : undefined;
    case 'THP':
      return starters >= 4 ? [3] : undefined;
  }
}

export interface Standing {
  participantId: string;
  place: number;
}

/**
 * The share of a full payout a runner earns in a market. Runners dead-heating at place p
 * (k of them) share positions p .. p+k-1; the share is how many of those positions the
 * market pays, divided by k. So a two-way dead heat for a paying position halves the payout,
 * and a dead heat that stays inside the paying places (1, 1 in a two-place market) does not.
 * Answered as [numerator, denominator].
 */
export function payoutShare(
  participantId: string,
  standings: readonly Standing[],
  paying: readonly number[],
): [number, number] {
  const mine = standings.find((standing) => standing.participantId === participantId);
  if (!mine) return [0, 1];
  const tied = standings.filter((standing) => standing.place === mine.place).length;
  let paid = 0;
  for (let position = mine.place; position < mine.place + tied; position += 1) {
    if (paying.includes(position)) paid += 1;
  }
  return [paid, tied];
}

/**
 * Rule 4 deduction (the spec's "withdrawn-horse liability reduction") for a scratched runner.
 * Deduction for one scratched runner, by its WIN price when scratched ("to 1", hundredths):
 * evens or shorter 50%, over evens and under 4-1 25%, 4-1 to under 10-1 12%, 10-1 or longer none.
 */
export function deductionForScratch(priceHundredths: number | null): number {
  if (priceHundredths === null) return 0;
  if (priceHundredths <= 100) return 5000;
  if (priceHundredths < 400) return 2500;
  if (priceHundredths < 1000) return 1200;
  return 0;
}

/** Several scratches after a bet was struck add up, capped at 75% of the winnings. */
export const MAX_TOTAL_DEDUCTION_BP = 7500;

export function totalDeductionBp(scratchPrices: readonly (number | null)[]): number {
  return Math.min(
    MAX_TOTAL_DEDUCTION_BP,
    scratchPrices.reduce<number>((total, price) => total + deductionForScratch(price), 0),
  );
}

export interface WinningFigures {
  /** Paid out before tax: stake back plus winnings, after dead heat and deductions. */
  totalWinPaise: number;
  tdsPaise: number;
  payoutPaise: number;
  /** What the Rule 4 deduction took off the winnings (0 when no runner was scratched). */
  deductionPaise: number;
}

/**
 * A winning bet's money: face value x (1 + price) for its share; the Rule 4 deduction
 * comes off the winnings part only; TDS is withheld when the bet's net winnings (what it pays
 * over the ticket price) exceed the threshold.
 */
export function winningFigures(input: {
  stakePaise: number;
  priceHundredths: number;
  gstRateBp: number;
  share: [number, number];
  deductionBp: number;
  tax: TaxRule;
}): WinningFigures {
  const [paid, of] = input.share;
  const full = BigInt(winningPayoutPaise(input.stakePaise, input.priceHundredths, input.gstRateBp));
  const stakePart = BigInt(winningPayoutPaise(input.stakePaise, 0, input.gstRateBp));
  const gross = (full * BigInt(paid)) / BigInt(of);
  const stakeBack = (stakePart * BigInt(paid)) / BigInt(of);
  const winnings = gross - stakeBack;
  const deduction = (winnings * BigInt(input.deductionBp)) / 10_000n;
  const totalWin = gross - deduction;
  const netWinnings = totalWin - BigInt(input.stakePaise);
  const tds = tdsOnNetWinnings(netWinnings, input.tax);
  return {
    totalWinPaise: Number(totalWin),
    tdsPaise: Number(tds),
    payoutPaise: Number(totalWin - tds),
    deductionPaise: Number(deduction),
  };
}

/**
 * Best of price and tote (decision 066, docs/rules.md "Best of price and tote"): whether the
 * promise holds for a bet. The bet records at placement that the race's switch was on; the
 * promise is for WIN singles struck on the race's own day, India time.
 */
export function bestOfToteApplies(
  bet: { market: MarketType; placedAt: Date; bestOfTote?: boolean },
  raceStartAt: Date,
): boolean {
  return (
    bet.bestOfTote === true &&
    bet.market === 'WIN' &&
    indiaDayOf(bet.placedAt) === indiaDayOf(raceStartAt)
  );
}

/** A Win dividend of D per ₹10 unit (paise) as a price "to 1" in hundredths: D ÷ 10 − 1. */
export function totePriceHundredths(dividendPaise: number): number {
  return Math.floor(dividendPaise / 10) - 100;
}

export interface BestOfPriceAndTote {
  figures: WinningFigures;
  source: 'PRICE' | 'TOTE';
  /** The price the bet was paid at, "to 1" in hundredths. */
  priceHundredths: number;
  /** What was paid over the struck price (0 when the price was paid), after the cap. */
  extraPaise: number;
}

/**
 * A winning bet under the promise: paid at whichever of its struck price and the Win
 * dividend's price returns more, Rule 4 on the price used. The struck price takes the dead-heat
 * share as usual; the dividend of a dead-heater is already its part of the pool (the pool is
 * shared between the dead-heaters), so it is not shared again. What the tote pays over the
 * struck price is capped per bet; TDS is worked on what is paid. A tie pays the price.
 */
export function bestOfPriceAndTote(input: {
  stakePaise: number;
  priceHundredths: number;
  gstRateBp: number;
  share: [number, number];
  deductionBp: number;
  tax: TaxRule;
  winDividendPaise: number;
  maxExtraPaise: number;
}): BestOfPriceAndTote {
  const atPrice = winningFigures(input);
  const toteHundredths = totePriceHundredths(input.winDividendPaise);
  const atTote = winningFigures({ ...input, priceHundredths: toteHundredths, share: [1, 1] });
  const extra = atTote.totalWinPaise - atPrice.totalWinPaise;
  if (extra <= 0)
    return {
      figures: atPrice,
      source: 'PRICE',
      priceHundredths: input.priceHundredths,
      extraPaise: 0,
    };
  const paidExtra = Math.min(extra, Math.max(0, input.maxExtraPaise));
  const totalWin = atPrice.totalWinPaise + paidExtra;
  const tds = Number(tdsOnNetWinnings(BigInt(totalWin - input.stakePaise), input.tax));
  return {
    figures: {
      totalWinPaise: totalWin,
      tdsPaise: tds,
      payoutPaise: totalWin - tds,
      deductionPaise: atTote.deductionPaise,
    },
    source: 'TOTE',
    priceHundredths: toteHundredths,
    extraPaise: paidExtra,
  };
}
