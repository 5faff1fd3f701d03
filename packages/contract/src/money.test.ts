import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

/** What the portal wrote before it grouped digits itself: Intl's en-IN, Latin digits. */
const intlRupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  numberingSystem: 'latn',
});

describe('formatRupees', () => {
  it('writes lakhs and crores with paise', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99_999)).toBe('₹999.99');
    expect(formatRupees(1_000_00)).toBe('₹1,000.00');
    expect(formatRupees(1_00_000_00)).toBe('₹1,00,000.00');
    expect(formatRupees(12_34_56_789_01)).toBe('₹12,34,56,789.01');
    expect(formatRupees(-1_50)).toBe('-₹1.50');
    expect(formatRupees(1_00_000_00n)).toBe('₹1,00,000.00');
  });

  // Up to ₹10 lakh crore: beyond it a double no longer holds rupees with two exact decimals, so
  // Intl's input (paise / 100) is off by a paisa where this formatter stays exact.
  it('matches Intl en-IN for any amount of paise a double holds to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (paise) => {
        const sign = paise < 0 ? '-' : '';
        expect(formatRupees(paise)).toBe(`${sign}₹${intlRupees.format(Math.abs(paise) / 100)}`);
      }),
      { numRuns: 5000 },
    );
  });
});
