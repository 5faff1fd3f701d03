import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_LABELS, taxLabelsOn, taxYearTitle } from './statements';

describe('the words of the tax documents, by date (decision 064)', () => {
  it('names section 194BB and the financial year up to 31 March 2026, the 2025 Act and the tax year from 1 April', () => {
    expect(taxLabelsOn('2026-03-31', '2025-26')).toEqual({
      tdsSection: 'Section 194BB of the Income-tax Act, 1961',
      yearLabel: 'FINANCIAL_YEAR',
      yearTitle: 'Financial year 2025-26 (assessment year 2026-27)',
    });
    expect(taxLabelsOn('2026-04-01', '2026-27')).toEqual({
      tdsSection: 'Section 393(3) of the Income-tax Act, 2025 (Table, S. No. 3)',
      yearLabel: 'TAX_YEAR',
      yearTitle: 'Tax year 2026-27',
    });
    expect(taxYearTitle('FINANCIAL_YEAR', '2099-00')).toBe(
      'Financial year 2099-00 (assessment year 2100-01)',
    );
  });

  it('answers, for any day, the latest dated row on or before it', () => {
    const days = fc
      .date({
        min: new Date('1962-04-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const inForce = [...TAX_LABELS].reverse().find((row) => row.effectiveFrom <= day);
        expect(taxLabelsOn(day, '2030-31').tdsSection).toBe(inForce?.tdsSection);
      }),
    );
    const dates = TAX_LABELS.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
  });
});
