import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betSlipSchema,
  breakDownLine,
  returnOfExampleTicketPaise,
  winningPayoutPaise,
} from './bet-slip';

const GST_28 = 2800;

describe('bet slip arithmetic', () => {
  it('splits Rs 100 at 4-1 as the spec says', () => {
    expect(breakDownLine(10_000, 400, GST_28)).toEqual({
      ticketPaise: 10_000,
      faceValuePaise: 7_812, // 100 / 1.28 = 78.125 → 78.12
      cgstPaise: 1_093, // 50 - 39.0625 = 10.9375 → 10.93
      sgstPaise: 1_093,
      roundOffPaise: 2,
      potentialPayoutPaise: 7_812 + 31_250, // 78.12 + 100 x 4 / 1.28
    });
  });

  it('states the return of a ₹100 ticket after GST: ₹249.99 at 2.50 under 40%, not ₹350', () => {
    expect(returnOfExampleTicketPaise(250, 4_000)).toBe(24_999);
    expect(returnOfExampleTicketPaise(250, GST_28)).toBe(27_343);
    expect(returnOfExampleTicketPaise(100, 4_000)).toBe(14_284);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(2_800, 4_000), (p, r) => {
        expect(returnOfExampleTicketPaise(p, r)).toBe(
          breakDownLine(10_000, p, r).potentialPayoutPaise,
        );
        // GST inside the ticket: never more than the old "stake comes back too" reading.
        expect(returnOfExampleTicketPaise(p, r)).toBeLessThan(100 * (100 + p));
      }),
    );
  });

  it('always adds up to the ticket price, never pays a negative amount, and settlement never pays less than shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_900 }),
        (rupees, priceHundredths) => {
          const ticket = rupees * 100;
          const line = breakDownLine(ticket, priceHundredths, GST_28);
          expect(line.faceValuePaise + line.cgstPaise + line.sgstPaise + line.roundOffPaise).toBe(
            ticket,
          );
          expect(line.roundOffPaise).toBeGreaterThanOrEqual(0);
          expect(line.potentialPayoutPaise).toBeGreaterThan(0);
          const paid = winningPayoutPaise(ticket, priceHundredths, GST_28);
          expect(paid - line.potentialPayoutPaise).toBeGreaterThanOrEqual(0);
          expect(paid - line.potentialPayoutPaise).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  const line = (ticketPrice: unknown) => ({
    venue: 'BLR',
    raceNumber: 1,
    market: 'WIN',
    horseNo: 1,
    horse: 'Star',
    odds: 4,
    ticketPrice,
    sportFixture: '00000000-0000-4000-8000-000000000001',
    selection: '00000000-0000-4000-8000-000000000002',
  });

  it.each([
    [100, true],
    [10_000, true],
    [99, false],
    [10_001, false],
    [99.99, false],
    [10_000.01, false],
    [0, false],
    [-100, false],
    [Number.NaN, false],
    ['1e3', false],
    [1e20, false],
    [100.005, false],
  ])('accepts a single stake of %s: %s', (ticketPrice, valid) => {
    expect(betSlipSchema.safeParse([line(ticketPrice)]).success).toBe(valid);
  });

  it('applies the 100 and 10000 limits to the total of the lines', () => {
    expect(betSlipSchema.safeParse([line(50), line(50)]).success).toBe(true);
    expect(betSlipSchema.safeParse([line(5_000), line(5_001)]).success).toBe(false);
  });
});
