import { winningPayoutPaise, type TaxRule } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideMultipleBet, multipleReturnPaise, type LegOutcome } from './multiple-return';

const TAX: TaxRule = {
  effectiveFrom: '2025-04-01',
  gstRateBp: 2800,
  tdsRateBp: 3000,
  tdsThresholdPaise: 1_000_000,
};
const CAP = 50_000_000;
const won = (odds: number, share: [number, number] = [1, 1], deductionBp = 0): LegOutcome => ({
  kind: 'WON',
  priceHundredths: Math.round(odds * 100),
  share,
  deductionBp,
});
const VOID: LegOutcome = { kind: 'VOID' };
const LOST: LegOutcome = { kind: 'LOST' };
const OPEN: LegOutcome = { kind: 'OPEN' };
// ₹100 at GST 28%: face value ₹78.125 exactly.
const BET = { stakePaise: 10_000, gstRateBp: 2800 };

describe("a multiple bet's return (worked examples, to the paisa)", () => {
  it('a double at 3.0 and 2.0: face value x 4 x 3 = ₹937.50, no TDS under the threshold', () => {
    expect(decideMultipleBet(BET, [won(3), won(2)], TAX, CAP)).toEqual({
      kind: 'WIN',
      figures: { totalWinPaise: 93_750, tdsPaise: 0, payoutPaise: 93_750, deductionPaise: 0 },
    });
  });

  it('a dead heat for the win halves that leg: (1 + 4) / 2 x 3 x ₹78.125 = ₹585.9375, floored', () => {
    expect(multipleReturnPaise(BET, [won(4, [1, 2]), won(2)], CAP)).toBe(58_593n);
  });

  it("Rule 4 (25%) comes off the leg's odds only: (1 + 3 x 0.75) x 3 x ₹78.125 = ₹761.71875", () => {
    const decision = decideMultipleBet(BET, [won(3, [1, 1], 2500), won(2)], TAX, CAP);
    expect(decision).toMatchObject({
      kind: 'WIN',
      figures: { totalWinPaise: 76_171, deductionPaise: 93_750 - 76_171 },
    });
  });

  it('a void (non-runner) leg counts as 1: the double becomes a single at 3.0', () => {
    expect(multipleReturnPaise(BET, [VOID, won(3)], CAP)).toBe(31_250n);
    expect(multipleReturnPaise(BET, [VOID, won(3)], CAP)).toBe(
      BigInt(winningPayoutPaise(10_000, 300, 2800)),
    );
  });

  it('every leg void: the whole ticket price is refunded', () => {
    expect(decideMultipleBet(BET, [VOID, VOID, VOID], TAX, CAP)).toEqual({ kind: 'REFUND' });
  });

  it('lost as soon as one leg loses, even with legs still running; open while a leg runs', () => {
    expect(decideMultipleBet(BET, [LOST, OPEN], TAX, CAP)).toEqual({ kind: 'LOSE' });
    expect(decideMultipleBet(BET, [won(2), OPEN], TAX, CAP)).toEqual({ kind: 'OPEN' });
  });

  it('the payout cap (₹5,00,000) holds, and TDS is 30% of the net winnings over ₹10,000', () => {
    const big = { stakePaise: 1_000_000, gstRateBp: 2800 };
    const legs = [won(10), won(10), won(10), won(10), won(10), won(10)];
    expect(decideMultipleBet(big, legs, TAX, CAP)).toEqual({
      kind: 'WIN',
      figures: {
        totalWinPaise: 50_000_000,
        tdsPaise: 14_700_000,
        payoutPaise: 35_300_000,
        deductionPaise: 0,
      },
    });
  });
});

/** An independent formula: rupees and decimals as reduced fractions, step by step. */
class Fraction {
  constructor(
    readonly top: bigint,
    readonly bottom: bigint,
  ) {}
  times(other: Fraction): Fraction {
    const top = this.top * other.top;
    const bottom = this.bottom * other.bottom;
    const divisor = gcd(top, bottom);
    return new Fraction(top / divisor, bottom / divisor);
  }
  plus(other: Fraction): Fraction {
    return new Fraction(
      this.top * other.bottom + other.top * this.bottom,
      this.bottom * other.bottom,
    );
  }
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const fraction = (top: number, bottom = 1) => new Fraction(BigInt(top), BigInt(bottom));

function independentReturn(stakePaise: number, gstRateBp: number, legs: LegOutcome[]): bigint {
  // Face value in rupees: ticket / (1 + rate).
  let value = fraction(stakePaise, 100).times(fraction(10_000, 10_000 + gstRateBp));
  for (const leg of legs) {
    if (leg.kind !== 'WON') continue;
    const odds = fraction(leg.priceHundredths, 100);
    const kept = fraction(10_000 - leg.deductionBp, 10_000);
    value = value.times(fraction(1).plus(odds.times(kept))).times(fraction(...leg.share));
  }
  // Back to paise, floored once.
  const paise = value.times(fraction(100));
  return paise.top / paise.bottom;
}

const legArbitrary: fc.Arbitrary<LegOutcome> = fc.oneof(
  fc.constant(VOID),
  fc.record({
    kind: fc.constant('WON' as const),
    priceHundredths: fc.integer({ min: 1, max: 10_000 }),
    share: fc.constantFrom<[number, number]>([1, 1], [1, 2], [2, 3], [1, 3], [2, 2]),
    deductionBp: fc.constantFrom(0, 1200, 2500, 5000, 7500),
  }),
);

describe("a multiple bet's return (properties)", () => {
  it('equals the independent formula for any legs, stake and GST rate, below the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(1800, 2800, 4000),
        fc.array(legArbitrary, { minLength: 2, maxLength: 6 }),
        (rupees, gstRateBp, legs) => {
          const bet = { stakePaise: rupees * 100, gstRateBp };
          const expected = independentReturn(bet.stakePaise, gstRateBp, legs);
          const uncapped = BigInt(Number.MAX_SAFE_INTEGER);
          expect(multipleReturnPaise(bet, legs, Number.MAX_SAFE_INTEGER)).toBe(
            expected < uncapped ? expected : uncapped,
          );
          expect(multipleReturnPaise(bet, legs, CAP)).toBe(
            expected < BigInt(CAP) ? expected : BigInt(CAP),
          );
        },
      ),
    );
  });

  it('a void leg changes nothing; one won leg alone pays as a single does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(legArbitrary, { minLength: 1, maxLength: 5 }),
        (rupees, priceHundredths, legs) => {
          const bet = { stakePaise: rupees * 100, gstRateBp: 2800 };
          expect(multipleReturnPaise(bet, [...legs, VOID], CAP)).toBe(
            multipleReturnPaise(bet, legs, CAP),
          );
          expect(multipleReturnPaise(bet, [VOID, won(priceHundredths / 100)], CAP)).toBe(
            BigInt(Math.min(CAP, winningPayoutPaise(bet.stakePaise, priceHundredths, 2800))),
          );
        },
      ),
    );
  });

  it('TDS is withheld only on net winnings over the threshold, and payout + TDS is the return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(legArbitrary, { minLength: 2, maxLength: 6 }),
        (rupees, legs) => {
          const bet = { stakePaise: rupees * 100, gstRateBp: 2800 };
          const decision = decideMultipleBet(bet, legs, TAX, CAP);
          if (decision.kind !== 'WIN') return;
          const { totalWinPaise, tdsPaise, payoutPaise } = decision.figures;
          expect(payoutPaise + tdsPaise).toBe(totalWinPaise);
          if (totalWinPaise - bet.stakePaise <= TAX.tdsThresholdPaise) expect(tdsPaise).toBe(0);
          else
            expect(tdsPaise).toBe(Math.floor(((totalWinPaise - bet.stakePaise) * 3000) / 10_000));
        },
      ),
    );
  });
});
