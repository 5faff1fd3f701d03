import { tdsOnNetWinnings, type TaxRule } from '@furlong/contract';
import type { WinningFigures } from './settlement-rules';

/** How one leg of a multiple's bet stands (decided per leg by decideLeg, decide-bet.ts). */
export type LegOutcome =
  | { kind: 'OPEN' }
  | { kind: 'VOID' }
  | { kind: 'LOST' }
  | {
      kind: 'WON';
      priceHundredths: number;
      /** The dead-heat share of the paying places, [paid, of]: [1, 2] for a two-way dead heat. */
      share: [number, number];
      deductionBp: number;
    };

export type MultipleDecision =
  | { kind: 'OPEN' }
  | { kind: 'LOSE' }
  /** Every leg void: the ticket price comes back. */
  | { kind: 'REFUND' }
  | { kind: 'WIN'; figures: WinningFigures };

export interface MultipleBetFacts {
  stakePaise: number;
  gstRateBp: number;
}

/** 1 in the leg-factor scale: "to 1" prices are hundredths, deductions basis points. */
const UNIT = 100n * 10_000n;

/**
 * A won leg's return factor as a fraction: (1 + odds x (1 - deduction)) x paid / of; the Rule 4
 * deduction comes off the odds (the winnings) only, a dead heat divides the whole leg, as for a
 * single (settlement-rules.ts winningFigures). A void leg is 1.
 */
function legFactor(leg: LegOutcome, withDeduction: boolean): [bigint, bigint] {
  if (leg.kind !== 'WON') return [1n, 1n];
  const deduction = withDeduction ? BigInt(leg.deductionBp) : 0n;
  const [paid, of] = leg.share;
  return [
    BigInt(paid) * (UNIT + BigInt(leg.priceHundredths) * (10_000n - deduction)),
    BigInt(of) * UNIT,
  ];
}

/**
 * What a multiple's bet returns before tax, in paise: its face value (stake / (1 + GST rate),
 * exact) times the product of its legs' factors, in exact rational arithmetic, floored to the
 * paisa once at the end and capped at capPaise.
 */
export function multipleReturnPaise(
  bet: MultipleBetFacts,
  legs: readonly LegOutcome[],
  capPaise: number,
  withDeduction = true,
): bigint {
  let numerator = BigInt(bet.stakePaise) * 10_000n;
  let denominator = 10_000n + BigInt(bet.gstRateBp);
  for (const leg of legs) {
    const [top, bottom] = legFactor(leg, withDeduction);
    numerator *= top;
    denominator *= bottom;
  }
  const total = numerator / denominator;
  const cap = BigInt(capPaise);
  return total < cap ? total : cap;
}

/**
 * One bet of a multiple (docs/rules.md, Multiples): lost as soon as one leg loses; otherwise
 * open while a leg runs; refunded whole if every leg is void; else it wins its return, with
 * TDS on its net winnings (the return less the bet's stake) as for a single.
 */
export function decideMultipleBet(
  bet: MultipleBetFacts,
  legs: readonly LegOutcome[],
  tax: Pick<TaxRule, 'tdsRateBp' | 'tdsThresholdPaise'>,
  capPaise: number,
): MultipleDecision {
  if (legs.some((leg) => leg.kind === 'LOST')) return { kind: 'LOSE' };
  if (legs.some((leg) => leg.kind === 'OPEN')) return { kind: 'OPEN' };
  if (legs.every((leg) => leg.kind === 'VOID')) return { kind: 'REFUND' };
  const totalWin = multipleReturnPaise(bet, legs, capPaise);
  const undeducted = multipleReturnPaise(bet, legs, capPaise, false);
  const tds = tdsOnNetWinnings(totalWin - BigInt(bet.stakePaise), tax);
  return {
    kind: 'WIN',
    figures: {
      totalWinPaise: Number(totalWin),
      tdsPaise: Number(tds),
      payoutPaise: Number(totalWin - tds),
      deductionPaise: Number(undeducted - totalWin),
    },
  };
}
