import { breakDownLine, type TaxRule } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutShare, totalDeductionBp, winningFigures } from './settlement-rules';

const TAX: TaxRule = {
  effectiveFrom: '2025-04-01',
  gstRateBp: 2800,
  tdsRateBp: 3000,
  tdsThresholdPaise: 1_000_000,
};

describe('settlement rules (properties)', () => {
  it('a winning bet is paid at least its stake back share, never more than the full payout, and tax adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom<[number, number]>([1, 1], [1, 2], [2, 3], [1, 3]),
        fc.array(fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }), { maxLength: 4 }),
        (rupees, priceHundredths, share, scratchPrices) => {
          const stakePaise = rupees * 100;
          const deductionBp = totalDeductionBp(scratchPrices);
          const figures = winningFigures({
            stakePaise,
            priceHundredths,
            gstRateBp: 2800,
            share,
            deductionBp,
            tax: TAX,
          });
          const full = winningFigures({
            stakePaise,
            priceHundredths,
            gstRateBp: 2800,
            share: [1, 1],
            deductionBp: 0,
            tax: TAX,
          });
          const slip = breakDownLine(stakePaise, priceHundredths, 2800);
          expect(deductionBp).toBeLessThanOrEqual(7500);
          expect(figures.tdsPaise).toBeGreaterThanOrEqual(0);
          expect(figures.payoutPaise + figures.tdsPaise).toBe(figures.totalWinPaise);
          expect(figures.totalWinPaise).toBeLessThanOrEqual(full.totalWinPaise);
          expect(full.totalWinPaise).toBeGreaterThanOrEqual(slip.potentialPayoutPaise);
          expect(figures.totalWinPaise).toBeGreaterThanOrEqual(
            Math.floor((slip.faceValuePaise * share[0]) / share[1]),
          );
        },
      ),
    );
  });

  it('dead-heat shares never pay out more than the positions the market pays', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom([1], [1, 2], [1, 2, 3], [2], [3]),
        (tieSizes, paying) => {
          // Competition ranking, as declared results are checked: ties of k at place p, next place p + k.
          const standings: { participantId: string; place: number }[] = [];
          for (let place = 1, group = 0; place <= 3 && group < tieSizes.length; group += 1) {
            const size = tieSizes[group] ?? 1;
            for (let i = 0; i < size; i += 1)
              standings.push({ participantId: String(standings.length), place });
            place += size;
          }
          const paid = standings.reduce((total, standing) => {
            const [numerator, denominator] = payoutShare(standing.participantId, standings, paying);
            return total + numerator / denominator;
          }, 0);
          expect(paid).toBeLessThanOrEqual(paying.length + 1e-9);
        },
      ),
    );
  });
});
