import type { MarketType, TaxRule } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideBet, type BetFacts, type RaceFacts } from './decide-bet';
import { bestOfPriceAndTote, totePriceHundredths, winningFigures } from './settlement-rules';

/**
 * Best of price and tote (decision 066). A ₹100 ticket at 4-1, GST 28% (face value ₹78.125:
 * a full win at 4-1 pays ₹390.62), struck on race day with the switch on, TDS 30% over
 * ₹10,000 of net winnings. A Win dividend of ₹70 per ₹10 is a price of 6-1 (₹546.87).
 */
const TAX: TaxRule = {
  effectiveFrom: '2025-04-01',
  gstRateBp: 2800,
  tdsRateBp: 3000,
  tdsThresholdPaise: 1_000_000,
};
// 15:30 India time.
const OFF = new Date('2031-05-01T10:00:00Z');
const STRUCK = new Date(OFF.getTime() - 60 * 60 * 1000);
const horse = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CAP = 2_500_000;

function bet(overrides: Partial<BetFacts> = {}): BetFacts {
  return {
    participantId: horse(1),
    market: 'WIN',
    stakePaise: 10_000,
    priceHundredths: 400,
    gstRateBp: 2800,
    placedAt: STRUCK,
    status: 'CONFIRMED',
    bestOfTote: true,
    ...overrides,
  };
}

function race(
  dividends: [number, number][],
  overrides: Partial<RaceFacts> = {},
  maxExtraPaise = CAP,
): RaceFacts {
  return {
    startAt: OFF,
    isResulted: true,
    isVoided: false,
    isOff: true,
    starters: 8,
    standings: [
      { participantId: horse(1), place: 1 },
      { participantId: horse(2), place: 2 },
      { participantId: horse(3), place: 3 },
    ],
    scratches: [],
    tax: TAX,
    bestOfTote: {
      winDividendsPaise: new Map(dividends.map(([n, paise]) => [horse(n), paise])),
      maxExtraPaise,
    },
    ...overrides,
  };
}

function won(decision: ReturnType<typeof decideBet>) {
  if (decision.kind !== 'WIN') throw new Error(`expected a win, got ${decision.kind}`);
  return decision;
}

describe('best of price and tote', () => {
  it('reads a dividend of D per ₹10 as a price of D ÷ 10 − 1', () => {
    expect(totePriceHundredths(7_000)).toBe(600);
    expect(totePriceHundredths(1_100)).toBe(10);
    expect(totePriceHundredths(2_550)).toBe(155);
  });

  it('pays the tote when its dividend is the better price', () => {
    const decision = won(decideBet(bet(), race([[1, 7_000]])));
    expect(decision.figures).toEqual({
      totalWinPaise: 54_687,
      tdsPaise: 0,
      payoutPaise: 54_687,
      deductionPaise: 0,
    });
    expect(decision.paid).toEqual({ source: 'TOTE', priceHundredths: 600, extraPaise: 15_625 });
  });

  it('pays the struck price when it is the better one (and on a tie)', () => {
    const better = won(decideBet(bet(), race([[1, 3_000]])));
    expect(better.figures.totalWinPaise).toBe(39_062);
    expect(better.paid).toEqual({ source: 'PRICE', priceHundredths: 400, extraPaise: 0 });
    const tie = won(decideBet(bet(), race([[1, 5_000]])));
    expect(tie.paid?.source).toBe('PRICE');
    expect(tie.figures.totalWinPaise).toBe(39_062);
  });

  it('caps what the tote pays over the struck price, and withholds TDS on what is paid', () => {
    // ₹1,00,000 at evens; a dividend of ₹100 per ₹10 is 9-1: ₹7,03,125 against ₹1,56,250.
    const decision = won(
      decideBet(
        bet({ stakePaise: 10_000_000, priceHundredths: 100 }),
        race([[1, 10_000]], {}, CAP),
      ),
    );
    expect(decision.paid).toEqual({ source: 'TOTE', priceHundredths: 900, extraPaise: CAP });
    expect(decision.figures.totalWinPaise).toBe(15_625_000 + CAP);
    // Net winnings ₹81,250 over the ₹10,000 threshold: 30% of all of them.
    expect(decision.figures.tdsPaise).toBe(2_437_500);
    expect(decision.figures.payoutPaise).toBe(18_125_000 - 2_437_500);
  });

  it('applies Rule 4 to the tote price when the tote is paid', () => {
    // Horse 4, 3-1 when scratched after the bet was struck: 25% off the winnings.
    const scratches = [
      {
        participantId: horse(4),
        scratchedAt: new Date(STRUCK.getTime() + 60_000),
        priceHundredths: 300,
      },
    ];
    const decision = won(decideBet(bet(), race([[1, 7_000]], { scratches })));
    expect(decision.deductionBp).toBe(2500);
    // Winnings at 6-1: 78.125 x 6 = 468.75, less 25% = 351.56; plus 78.12 back.
    expect(decision.figures.totalWinPaise).toBe(7_812 + 35_157);
    expect(decision.figures.deductionPaise).toBe(11_718);
    expect(decision.paid?.source).toBe('TOTE');
    // At 4-1 with the same 25% off: 78.12 + 312.50 x 0.75 = ₹312.50.
    expect(decision.paid?.extraPaise).toBe(42_969 - 31_250);
  });

  it('shares the struck price in a dead heat, not the dividend (already the dead-heater part)', () => {
    const deadHeat = [
      { participantId: horse(1), place: 1 },
      { participantId: horse(2), place: 1 },
      { participantId: horse(3), place: 3 },
    ];
    // At 4-1 a two-way dead heat pays half of ₹390.62; the dividend ₹30 (2-1) pays ₹234.37.
    const tote = won(
      decideBet(
        bet(),
        race(
          [
            [1, 3_000],
            [2, 6_000],
          ],
          { standings: deadHeat },
        ),
      ),
    );
    expect(tote.paid).toEqual({
      source: 'TOTE',
      priceHundredths: 200,
      extraPaise: 23_437 - 19_531,
    });
    expect(tote.figures.totalWinPaise).toBe(23_437);
    // A dividend of ₹22 (1.2-1) pays ₹171.87, less than half of ₹390.62: the price, halved.
    const price = won(decideBet(bet(), race([[1, 2_200]], { standings: deadHeat })));
    expect(price.paid?.source).toBe('PRICE');
    expect(price.figures.totalWinPaise).toBe(19_531);
  });

  const paidAtPrice = (decision: ReturnType<typeof decideBet>) => {
    const win = won(decision);
    expect(win.paid).toBeUndefined();
    expect(win.figures.totalWinPaise).toBe(39_062);
  };

  it('does not apply when the switch was off as the bet was struck', () => {
    paidAtPrice(decideBet(bet({ bestOfTote: false }), race([[1, 7_000]])));
  });

  it('does not apply to a bet struck before race day (India time)', () => {
    // 23:59 India time the day before the race.
    const dayBefore = new Date('2031-04-30T18:29:00Z');
    paidAtPrice(decideBet(bet({ placedAt: dayBefore }), race([[1, 7_000]])));
    // 00:00 India time on race day: it does.
    const raceDay = new Date('2031-04-30T18:30:00Z');
    expect(won(decideBet(bet({ placedAt: raceDay }), race([[1, 7_000]]))).paid?.source).toBe(
      'TOTE',
    );
  });

  it('does not apply to a PLACE bet', () => {
    const decision = won(decideBet(bet({ market: 'PLACE' as MarketType }), race([[1, 7_000]])));
    expect(decision.paid).toBeUndefined();
    expect(decision.figures.totalWinPaise).toBe(39_062);
  });

  it('pays the struck price, said so, when the Win pool has no dividend for the runner', () => {
    const decision = won(decideBet(bet(), race([])));
    expect(decision.paid).toEqual({ source: 'PRICE', priceHundredths: 400, extraPaise: 0 });
    expect(decision.figures.totalWinPaise).toBe(39_062);
  });

  it('never pays less than the struck price, nor more than the cap over it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 110, max: 100_000 }),
        fc.integer({ min: 0, max: 7_500 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (stakePaise, priceHundredths, dividendTens, deductionBp, maxExtraPaise) => {
          const input = {
            stakePaise,
            priceHundredths,
            gstRateBp: 2800,
            share: [1, 1] as [number, number],
            deductionBp,
            tax: TAX,
            maxExtraPaise,
          };
          const best = bestOfPriceAndTote({ ...input, winDividendPaise: dividendTens * 10 });
          const atPrice = winningFigures({ ...input }).totalWinPaise;
          expect(best.extraPaise).toBeGreaterThanOrEqual(0);
          expect(best.extraPaise).toBeLessThanOrEqual(maxExtraPaise);
          expect(best.figures.totalWinPaise).toBe(atPrice + best.extraPaise);
          if (best.extraPaise > 0) expect(best.source).toBe('TOTE');
          expect(best.figures.payoutPaise).toBe(best.figures.totalWinPaise - best.figures.tdsPaise);
        },
      ),
    );
  });
});
