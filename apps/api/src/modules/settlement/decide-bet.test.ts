import type { MarketType, TaxRule } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { decideBet, type BetDecision, type RaceFacts } from './decide-bet';

/**
 * Worked examples. Unless a row says otherwise: a ₹100 ticket at 4-1 (face value ₹78.125,
 * so a full win pays 78.125 x 5 = ₹390.62), struck an hour before the off, GST 28%,
 * TDS 30% of net winnings above ₹10,000.
 */
const TAX: TaxRule = {
  effectiveFrom: '2025-04-01',
  gstRateBp: 2800,
  tdsRateBp: 3000,
  tdsThresholdPaise: 1_000_000,
};
const OFF = new Date('2031-05-01T10:00:00Z');
const STRUCK = new Date(OFF.getTime() - 60 * 60 * 1000);
const horse = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface Example {
  name: string;
  market: MarketType;
  starters: number;
  /** [place, horse number] */
  result?: [number, number][];
  voided?: boolean;
  backed?: number;
  stakeRupees?: number;
  price?: number;
  /** [horse number, its WIN price when scratched, minutes before the off] */
  scratches?: [number, number, number][];
  /** WIN: [total win, TDS, payout] in rupees; or REFUND / LOSE. */
  expected: [number, number, number] | 'REFUND' | 'LOSE';
}

const plain: [number, number][] = [
  [1, 1],
  [2, 2],
  [3, 3],
];

const EXAMPLES: Example[] = [
  // WIN: runs with 2 or more starters.
  {
    name: 'WIN, winner, 8 starters',
    market: 'WIN',
    starters: 8,
    result: plain,
    expected: [390.62, 0, 390.62],
  },
  {
    name: 'WIN, second, 8 starters',
    market: 'WIN',
    starters: 8,
    result: plain,
    backed: 2,
    expected: 'LOSE',
  },
  {
    name: 'WIN, winner, 2 starters',
    market: 'WIN',
    starters: 2,
    result: [
      [1, 1],
      [2, 2],
    ],
    expected: [390.62, 0, 390.62],
  },
  {
    name: 'WIN, 1 starter: not run',
    market: 'WIN',
    starters: 1,
    result: [[1, 1]],
    expected: 'REFUND',
  },
  {
    name: 'WIN, dead heat for first halves',
    market: 'WIN',
    starters: 8,
    result: [
      [1, 1],
      [1, 2],
      [3, 3],
    ],
    expected: [195.31, 0, 195.31],
  },
  // PLACE: first three with 8+, first two with 4-7, not run under 4.
  {
    name: 'PLACE, third of 8 pays',
    market: 'PLACE',
    starters: 8,
    result: plain,
    backed: 3,
    price: 1,
    expected: [156.25, 0, 156.25],
  },
  {
    name: 'PLACE, third of 7 loses',
    market: 'PLACE',
    starters: 7,
    result: plain,
    backed: 3,
    price: 1,
    expected: 'LOSE',
  },
  {
    name: 'PLACE, second of 4 pays',
    market: 'PLACE',
    starters: 4,
    result: plain,
    backed: 2,
    price: 1,
    expected: [156.25, 0, 156.25],
  },
  {
    name: 'PLACE, 3 starters: not run',
    market: 'PLACE',
    starters: 3,
    result: plain,
    price: 1,
    expected: 'REFUND',
  },
  {
    name: 'PLACE (5), dead heat for second halves',
    market: 'PLACE',
    starters: 5,
    result: [
      [1, 1],
      [2, 2],
      [2, 3],
    ],
    backed: 3,
    price: 1,
    expected: [78.12, 0, 78.12],
  },
  {
    name: 'PLACE (5), dead heat for first stays whole',
    market: 'PLACE',
    starters: 5,
    result: [
      [1, 1],
      [1, 2],
      [3, 3],
    ],
    backed: 2,
    price: 1,
    expected: [156.25, 0, 156.25],
  },
  {
    name: 'PLACE (8), dead heat for third halves',
    market: 'PLACE',
    starters: 8,
    result: [
      [1, 1],
      [2, 2],
      [3, 3],
      [3, 4],
    ],
    backed: 4,
    price: 1,
    expected: [78.12, 0, 78.12],
  },
  // SHP pays exactly second; THP exactly third; both need 4 starters.
  {
    name: 'SHP, second pays',
    market: 'SHP',
    starters: 6,
    result: plain,
    backed: 2,
    price: 2,
    expected: [234.37, 0, 234.37],
  },
  {
    name: 'SHP, winner loses',
    market: 'SHP',
    starters: 6,
    result: plain,
    backed: 1,
    price: 2,
    expected: 'LOSE',
  },
  {
    name: 'SHP, dead heat for second halves',
    market: 'SHP',
    starters: 6,
    result: [
      [1, 1],
      [2, 2],
      [2, 3],
    ],
    backed: 2,
    price: 2,
    expected: [117.18, 0, 117.18],
  },
  {
    name: 'SHP, dead heat for first shares second',
    market: 'SHP',
    starters: 6,
    result: [
      [1, 1],
      [1, 2],
      [3, 3],
    ],
    backed: 1,
    price: 2,
    expected: [117.18, 0, 117.18],
  },
  {
    name: 'SHP, 3 starters: not run',
    market: 'SHP',
    starters: 3,
    result: plain,
    backed: 2,
    price: 2,
    expected: 'REFUND',
  },
  {
    name: 'THP, third pays',
    market: 'THP',
    starters: 9,
    result: plain,
    backed: 3,
    price: 3,
    expected: [312.5, 0, 312.5],
  },
  {
    name: 'THP, second loses',
    market: 'THP',
    starters: 9,
    result: plain,
    backed: 2,
    price: 3,
    expected: 'LOSE',
  },
  {
    name: 'THP, dead heat for second shares third',
    market: 'THP',
    starters: 9,
    result: [
      [1, 1],
      [2, 2],
      [2, 3],
    ],
    backed: 3,
    price: 3,
    expected: [156.25, 0, 156.25],
  },
  {
    name: 'THP, 3 starters: not run',
    market: 'THP',
    starters: 3,
    result: plain,
    backed: 3,
    price: 3,
    expected: 'REFUND',
  },
  // Void races refund every market.
  ...(['WIN', 'PLACE', 'SHP', 'THP'] as const).map((market): Example => ({
    name: `${market}, race void`,
    market,
    starters: 8,
    voided: true,
    expected: 'REFUND',
  })),
  // Withdrawals after the bet was struck reduce the winnings (not the stake back).
  {
    name: 'WIN, a 3-1 runner scratched after the bet: Rule 4 deduction 25%',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [[9, 3, 30]],
    expected: [312.5, 0, 312.5],
  },
  {
    name: 'WIN, an evens runner scratched: Rule 4 deduction 50%',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [[9, 1, 30]],
    expected: [234.37, 0, 234.37],
  },
  {
    name: 'WIN, a 4-1 runner scratched: Rule 4 deduction 12%',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [[9, 4, 30]],
    expected: [353.12, 0, 353.12],
  },
  {
    name: 'WIN, a 10-1 runner scratched: no Rule 4 deduction',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [[9, 10, 30]],
    expected: [390.62, 0, 390.62],
  },
  {
    name: 'WIN, scratched before the bet: no Rule 4 deduction',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [[9, 1, 90]],
    expected: [390.62, 0, 390.62],
  },
  {
    name: 'WIN, two scratched (50% + 25%): Rule 4 deduction 75%',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [
      [9, 1, 30],
      [10, 3, 20],
    ],
    expected: [156.25, 0, 156.25],
  },
  {
    name: 'WIN, three scratched (50% + 50% + 25%): Rule 4 deduction capped at 75%',
    market: 'WIN',
    starters: 8,
    result: plain,
    scratches: [
      [9, 1, 30],
      [10, 0.5, 20],
      [11, 2, 10],
    ],
    expected: [156.25, 0, 156.25],
  },
  {
    name: 'PLACE, dead heat and a scratch (Rule 4)',
    market: 'PLACE',
    starters: 8,
    result: [
      [1, 1],
      [2, 2],
      [3, 3],
      [3, 4],
    ],
    backed: 4,
    price: 1,
    scratches: [[9, 3, 30]],
    expected: [68.36, 0, 68.36],
  },
  {
    name: 'WIN on the scratched runner: refund',
    market: 'WIN',
    starters: 8,
    result: plain,
    backed: 9,
    scratches: [[9, 3, 30]],
    expected: 'REFUND',
  },
  // TDS: 30% of net winnings when they exceed ₹10,000.
  {
    name: 'WIN, ₹10,000 at 4-1: TDS withheld',
    market: 'WIN',
    starters: 8,
    result: plain,
    stakeRupees: 10_000,
    expected: [39_062.5, 8_718.75, 30_343.75],
  },
  {
    name: 'WIN, net winnings of exactly ₹10,000: no TDS',
    market: 'WIN',
    starters: 8,
    result: plain,
    stakeRupees: 2_000,
    price: 6.68,
    expected: [12_000, 0, 12_000],
  },
  {
    name: 'WIN, net winnings of ₹10,015.62: TDS on all of them',
    market: 'WIN',
    starters: 8,
    result: plain,
    stakeRupees: 2_000,
    price: 6.69,
    expected: [12_015.62, 3_004.68, 9_010.94],
  },
];

function raceFor(example: Example): RaceFacts {
  return {
    startAt: OFF,
    isResulted: true,
    isOff: true,
    isVoided: example.voided ?? false,
    starters: example.starters,
    standings: (example.result ?? []).map(([place, number]) => ({
      participantId: horse(number),
      place,
    })),
    scratches: (example.scratches ?? []).map(([number, price, minutesBefore]) => ({
      participantId: horse(number),
      priceHundredths: Math.round(price * 100),
      scratchedAt: new Date(OFF.getTime() - minutesBefore * 60 * 1000),
    })),
    tax: TAX,
  };
}

function asRupees(decision: BetDecision): Example['expected'] {
  if (decision.kind === 'REFUND') return 'REFUND';
  if (decision.kind === 'LOSE') return 'LOSE';
  if (decision.kind === 'OPEN') throw new Error('still open');
  const { totalWinPaise, tdsPaise, payoutPaise } = decision.figures;
  return [totalWinPaise / 100, tdsPaise / 100, payoutPaise / 100];
}

describe('settling a bet: worked examples', () => {
  it.each(EXAMPLES.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const decision = decideBet(
      {
        participantId: horse(example.backed ?? 1),
        market: example.market,
        stakePaise: (example.stakeRupees ?? 100) * 100,
        priceHundredths: Math.round((example.price ?? 4) * 100),
        gstRateBp: 2800,
        placedAt: STRUCK,
        status: 'CONFIRMED',
      },
      raceFor(example),
    );
    expect(asRupees(decision)).toEqual(example.expected);
  });

  it('voids a bet struck at or after the off, and refunds an unconfirmed one at the off', () => {
    const race = raceFor({ name: '', market: 'WIN', starters: 8, result: plain, expected: 'LOSE' });
    const bet = {
      participantId: horse(1),
      market: 'WIN' as const,
      stakePaise: 10_000,
      priceHundredths: 400,
      gstRateBp: 2800,
      placedAt: OFF,
      status: 'CONFIRMED',
    };
    expect(decideBet(bet, race)).toMatchObject({ kind: 'REFUND', reason: 'STRUCK_AFTER_OFF' });
    expect(decideBet({ ...bet, placedAt: STRUCK, status: 'ACCEPTED' }, race)).toMatchObject({
      kind: 'REFUND',
      reason: 'NOT_CONFIRMED',
    });
  });

  it('leaves a bet open until the race has a result', () => {
    const race = {
      ...raceFor({ name: '', market: 'WIN', starters: 8, expected: 'LOSE' }),
      isResulted: false,
      isOff: false,
    };
    expect(
      decideBet(
        {
          participantId: horse(1),
          market: 'WIN',
          stakePaise: 10_000,
          priceHundredths: 400,
          gstRateBp: 2800,
          placedAt: STRUCK,
          status: 'CONFIRMED',
        },
        race,
      ),
    ).toEqual({ kind: 'OPEN' });
  });
});
