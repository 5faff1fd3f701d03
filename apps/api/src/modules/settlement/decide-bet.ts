import type { MarketType, TaxRule } from '@furlong/contract';
import {
  bestOfPriceAndTote,
  bestOfToteApplies,
  payingPositions,
  payoutShare,
  totalDeductionBp,
  winningFigures,
  type Standing,
  type WinningFigures,
} from './settlement-rules';

export interface RaceFacts {
  startAt: Date;
  /** A result (places) or a void has been declared. */
  isResulted: boolean;
  isVoided: boolean;
  /** The race has reached its start time (or been suspended at the off). */
  isOff: boolean;
  /** Runners that started: declared runners less the scratched. */
  starters: number;
  standings: Standing[];
  scratches: { participantId: string; scratchedAt: Date; priceHundredths: number | null }[];
  /** The tax rule the bet was struck under (its GST rate is on the bet; TDS comes from here). */
  tax: TaxRule;
  /**
   * Best of price and tote (decision 066): the race's Win dividends per ₹10 unit (paise) by
   * runner, present once its Win pool is FINAL, and the cap on what the promise pays over the
   * struck price. Absent: every bet is paid at its price.
   */
  bestOfTote?: { winDividendsPaise: ReadonlyMap<string, number>; maxExtraPaise: number };
}

export interface BetFacts {
  participantId: string;
  market: MarketType;
  stakePaise: number;
  priceHundredths: number;
  gstRateBp: number;
  placedAt: Date;
  status: string;
  /** Recorded at placement: the race's best-of-price-and-tote switch was on (decision 066). */
  bestOfTote?: boolean;
}

export type RefundReason =
  'SCRATCHED_RUNNER' | 'STRUCK_AFTER_OFF' | 'NOT_CONFIRMED' | 'RACE_VOID' | 'MARKET_NOT_RUN';

export type BetDecision =
  | { kind: 'OPEN' }
  | { kind: 'REFUND'; status: 'REFUNDED' | 'VOID'; reason: RefundReason }
  | { kind: 'LOSE' }
  | { kind: 'WIN'; figures: WinningFigures; deductionBp: number; paid?: PaidPrice };

/** A bet under the best-of-price-and-tote promise: which price it was paid at, and the cost. */
export interface PaidPrice {
  source: 'PRICE' | 'TOTE';
  priceHundredths: number;
  extraPaise: number;
}

/** How a bet's runner fared, before any money: a multiple's leg is decided by the same rules. */
export type LegDecision =
  | { kind: 'OPEN' }
  | { kind: 'REFUND'; status: 'REFUNDED' | 'VOID'; reason: RefundReason }
  | { kind: 'LOSE' }
  | { kind: 'WIN'; share: [number, number]; deductionBp: number };

/**
 * What happens to one bet, by the rules in docs/decisions/012-settlement-rules.md (and, for a
 * bet under the best-of-price-and-tote promise, decision 066). Order
 * matters: a bet on a scratched runner is refunded whatever else is true; a bet struck after
 * the off is void; an unconfirmed bet is refunded at the off; then the race's result decides.
 */
export function decideBet(bet: BetFacts, race: RaceFacts): BetDecision {
  const leg = decideLeg(bet, race);
  if (leg.kind !== 'WIN') return leg;
  const promise = race.bestOfTote && bestOfToteApplies(bet, race.startAt) ? race.bestOfTote : null;
  const dividend = promise?.winDividendsPaise.get(bet.participantId);
  if (promise && dividend !== undefined) {
    const best = bestOfPriceAndTote({
      stakePaise: bet.stakePaise,
      priceHundredths: bet.priceHundredths,
      gstRateBp: bet.gstRateBp,
      share: leg.share,
      deductionBp: leg.deductionBp,
      tax: race.tax,
      winDividendPaise: dividend,
      maxExtraPaise: promise.maxExtraPaise,
    });
    return {
      kind: 'WIN',
      deductionBp: leg.deductionBp,
      figures: best.figures,
      paid: {
        source: best.source,
        priceHundredths: best.priceHundredths,
        extraPaise: best.extraPaise,
      },
    };
  }
  // Under the promise with no Win dividend for the runner (the pool refunded or carried, its
  // part unbacked): the struck price, said so.
  const paid: PaidPrice | undefined = promise
    ? { source: 'PRICE', priceHundredths: bet.priceHundredths, extraPaise: 0 }
    : undefined;
  return {
    kind: 'WIN',
    deductionBp: leg.deductionBp,
    ...(paid ? { paid } : {}),
    figures: winningFigures({
      stakePaise: bet.stakePaise,
      priceHundredths: bet.priceHundredths,
      gstRateBp: bet.gstRateBp,
      share: leg.share,
      deductionBp: leg.deductionBp,
      tax: race.tax,
    }),
  };
}

/**
 * `decideBet` without the money: whether the runner won (its dead-heat share of the paying
 * places and the Rule 4 deduction for runners scratched after the bet was struck), lost, is
 * void, or is still running. A multiple's leg is decided by it (multiple-return.ts).
 */
export function decideLeg(
  bet: Pick<BetFacts, 'participantId' | 'market' | 'placedAt' | 'status'>,
  race: Omit<RaceFacts, 'tax'>,
): LegDecision {
  if (race.scratches.some((scratch) => scratch.participantId === bet.participantId)) {
    return { kind: 'REFUND', status: 'REFUNDED', reason: 'SCRATCHED_RUNNER' };
  }
  if (bet.placedAt.getTime() >= race.startAt.getTime())
    return { kind: 'REFUND', status: 'VOID', reason: 'STRUCK_AFTER_OFF' };
  if (bet.status === 'ACCEPTED' && race.isOff)
    return { kind: 'REFUND', status: 'VOID', reason: 'NOT_CONFIRMED' };
  if (!race.isResulted) return { kind: 'OPEN' };
  if (race.isVoided) return { kind: 'REFUND', status: 'VOID', reason: 'RACE_VOID' };
  const paying = payingPositions(bet.market, race.starters);
  if (!paying) return { kind: 'REFUND', status: 'VOID', reason: 'MARKET_NOT_RUN' };
  const share = payoutShare(bet.participantId, race.standings, paying);
  if (share[0] === 0) return { kind: 'LOSE' };
  const deductionBp = totalDeductionBp(
    race.scratches
      .filter((scratch) => scratch.scratchedAt.getTime() > bet.placedAt.getTime())
      .map((scratch) => scratch.priceHundredths),
  );
  return { kind: 'WIN', share, deductionBp };
}
