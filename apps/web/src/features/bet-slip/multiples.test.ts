import { breakDownLine, multipleLegSets } from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturnPaise, figureMultiple, findMultipleLegs } from './multiples';
import type { SlipLine } from './slip-line';

const NO_CAP = Number.MAX_SAFE_INTEGER;
/** ₹5,00,000 in paise: what a multiple pays at most. */
const CAP = 50_000_000;

const line = (
  selection: string,
  sportFixture: string,
  market: SlipLine['market'] = 'WIN',
): SlipLine => ({
  venue: 'BLR',
  venueName: 'Bangalore',
  raceDay: '2025-11-14',
  raceNumber: 1,
  market,
  horseNo: 3,
  horse: selection,
  odds: 4,
  sportFixture,
  selection,
  amount: '',
  oddsChanged: false,
  isAvailable: true,
  eachWay: null,
});

describe('the legs of a multiple', () => {
  it('takes one line per race, and says which lines share a race', () => {
    const found = findMultipleLegs([
      line('a', 'r1'),
      line('b', 'r2'),
      line('c', 'r2'),
      line('d', 'r3'),
    ]);
    expect(found.legs.map((leg) => leg.selection)).toEqual(['a', 'd']);
    expect(found.sameRace.map((leg) => leg.selection)).toEqual(['b', 'c']);
    expect(found.isOffered).toBe(true);
  });

  it('leaves out lines that no longer take bets and markets a multiple cannot hold', () => {
    const found = findMultipleLegs([
      line('a', 'r1'),
      { ...line('b', 'r2'), isAvailable: false },
      line('c', 'r3', 'SHP'),
    ]);
    expect(found.legs.map((leg) => leg.selection)).toEqual(['a']);
    expect(found.isOffered).toBe(false);
  });

  it('offers nothing past 6 legs', () => {
    const seven = Array.from({ length: 7 }, (_, index) => line(`l${index}`, `r${index}`));
    expect(findMultipleLegs(seven)).toMatchObject({ isTooMany: true, isOffered: false });
    expect(findMultipleLegs(seven.slice(0, 6))).toMatchObject({
      isTooMany: false,
      isOffered: true,
    });
  });
});

describe('a multiple’s figures', () => {
  it('works a double of ₹100 at 4.00 and 2.50, GST 28%, to the paisa', () => {
    // Face value 100 / 1.28 = 78.125; x 5 x 3.5 = 1367.1875, floored once: ₹1,367.18.
    expect(betReturnPaise(10_000, [400, 250], 2800, NO_CAP)).toBe(136_718);
    const figures = figureMultiple(
      'ACCUMULATOR',
      false,
      100,
      [{ winHundredths: 400 }, { winHundredths: 250 }],
      2800,
      NO_CAP,
    );
    expect(figures).toEqual({
      bets: 1,
      ticketPaise: 10_000,
      faceValuePaise: 7_812,
      potentialPayoutPaise: 136_718,
      isTicketInRange: true,
    });
  });

  it('doubles the bets each-way, the Place part at the Place prices', () => {
    const legs = [
      { winHundredths: 400, placeHundredths: 150 },
      { winHundredths: 250, placeHundredths: 80 },
    ];
    const figures = figureMultiple('ACCUMULATOR', true, 100, legs, 2800, NO_CAP);
    // Place part: 78.125 x 2.5 x 1.8 = 351.5625 → ₹351.56.
    expect(figures).toMatchObject({
      bets: 2,
      ticketPaise: 20_000,
      potentialPayoutPaise: 136_718 + 35_156,
    });
  });

  it('counts a Kenchi of 3 legs as 4 bets (three doubles and the treble)', () => {
    const legs = [{ winHundredths: 100 }, { winHundredths: 200 }, { winHundredths: 300 }];
    const figures = figureMultiple('KENCHI', false, 50, legs, 2800, NO_CAP);
    expect(figures.bets).toBe(4);
    expect(figures.ticketPaise).toBe(20_000);
  });

  it('says a ticket outside ₹100 to ₹10,000 is out of range', () => {
    const legs = Array.from({ length: 6 }, () => ({ winHundredths: 100 }));
    // A 6-leg Kenchi is 57 bets: ₹1 a bet is ₹57, ₹200 a bet is ₹11,400.
    expect(figureMultiple('KENCHI', false, 1, legs, 2800, NO_CAP).isTicketInRange).toBe(false);
    expect(figureMultiple('KENCHI', false, 2, legs, 2800, NO_CAP).isTicketInRange).toBe(true);
    expect(figureMultiple('KENCHI', false, 200, legs, 2800, NO_CAP).isTicketInRange).toBe(false);
  });

  it('caps each bet’s return at the multiples cap', () => {
    const legs = Array.from({ length: 6 }, () => ({ winHundredths: 5000 }));
    expect(
      figureMultiple('ACCUMULATOR', false, 10_000, legs, 2800, 50_000_000).potentialPayoutPaise,
    ).toBe(50_000_000);
  });

  it('returns, for any legs, face value x product of (1 + odds) floored once; a Kenchi is the sum of its accumulators', () => {
    const legsArbitrary = fc.array(fc.integer({ min: 1, max: 10_000 }), {
      minLength: 2,
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        legsArbitrary,
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(2800, 4000),
        (hundredths, unitRupees, gstRateBp) => {
          const unitPaise = unitRupees * 100;
          // Independently: the exact rational stake / (1 + GST) x each (1 + price), as
          // numerator and denominator, divided once.
          let numerator = BigInt(unitPaise);
          let denominator = 1n;
          numerator *= 10_000n;
          denominator *= BigInt(10_000 + gstRateBp);
          for (const price of hundredths) {
            numerator *= BigInt(100 + price);
            denominator *= 100n;
          }
          const exact = numerator / denominator;
          const accumulator = betReturnPaise(unitPaise, hundredths, gstRateBp, CAP);
          expect(accumulator).toBe(Number(exact < BigInt(CAP) ? exact : BigInt(CAP)));
          // Never less than a single on the first leg would pay (a second leg only adds), cap aside.
          const single = breakDownLine(
            unitPaise,
            hundredths[0] ?? 0,
            gstRateBp,
          ).potentialPayoutPaise;
          expect(accumulator).toBeGreaterThanOrEqual(Math.min(single, CAP));

          const legs = hundredths.map((winHundredths) => ({ winHundredths }));
          let kenchi = 0;
          for (let mask = 0; mask < 1 << legs.length; mask += 1) {
            const set = hundredths.filter((_, index) => mask & (1 << index));
            if (set.length >= 2) kenchi += betReturnPaise(unitPaise, set, gstRateBp, CAP);
          }
          const figures = figureMultiple('KENCHI', false, unitRupees, legs, gstRateBp, CAP);
          expect(figures.potentialPayoutPaise).toBe(kenchi);
          expect(figures.bets).toBe(multipleLegSets('KENCHI', legs.length).length);
        },
      ),
    );
  });
});
