import { describe, expect, it } from 'vitest';
import { indiaInstant } from './india-time';
import { financialYearBounds, financialYearOf, isFinancialYear, quarterOf } from './statements';

describe('financial years', () => {
  it('turns at midnight India time between 31 March and 1 April', () => {
    expect(financialYearOf(indiaInstant('2026-03-31', '23:59'))).toBe('2025-26');
    expect(financialYearOf(indiaInstant('2026-04-01', '00:00'))).toBe('2026-27');
    // 18:30 UTC on 31 March is already 1 April in India.
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(indiaInstant('1999-12-31', '12:00'))).toBe('1999-00');
  });

  it('bounds a year and its quarters', () => {
    expect(financialYearBounds('2025-26')).toEqual({
      start: indiaInstant('2025-04-01', '00:00'),
      end: indiaInstant('2026-04-01', '00:00'),
    });
    expect(financialYearBounds('2025-26', 'Q3')).toEqual({
      start: indiaInstant('2025-10-01', '00:00'),
      end: indiaInstant('2026-01-01', '00:00'),
    });
    expect(financialYearBounds('2025-26', 'Q4')).toEqual({
      start: indiaInstant('2026-01-01', '00:00'),
      end: indiaInstant('2026-04-01', '00:00'),
    });
  });

  it('names quarters from April', () => {
    expect(quarterOf(indiaInstant('2025-04-01', '00:00'))).toBe('Q1');
    expect(quarterOf(indiaInstant('2025-09-30', '23:59'))).toBe('Q2');
    expect(quarterOf(indiaInstant('2025-12-31', '10:00'))).toBe('Q3');
    expect(quarterOf(indiaInstant('2026-03-31', '10:00'))).toBe('Q4');
  });

  it('accepts only a year followed by the next', () => {
    expect(isFinancialYear('2025-26')).toBe(true);
    expect(isFinancialYear('1999-00')).toBe(true);
    expect(isFinancialYear('2025-27')).toBe(false);
    expect(isFinancialYear('2025')).toBe(false);
    expect(isFinancialYear('1899-00')).toBe(false);
  });
});
