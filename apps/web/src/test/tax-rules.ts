import { indiaDayOf, indiaInstant, type TaxRule, type TaxRuleResponse } from '@furlong/contract';
import { vi } from 'vitest';

const GST_28: TaxRule = {
  effectiveFrom: '2025-04-01',
  gstRateBp: 2800,
  tdsRateBp: 3000,
  tdsThresholdPaise: 1_000_000,
};
const GST_40: TaxRule = { ...GST_28, effectiveFrom: '2025-09-22', gstRateBp: 4000 };

/** What GET /api/mc/tax-rule answers on an India day, as the real rules stand (decision 028). */
export function servedTaxRule(day = indiaDayOf(Date.now())): TaxRuleResponse {
  return day < GST_40.effectiveFrom ? { rule: GST_28, next: GST_40 } : { rule: GST_40, next: null };
}

/**
 * Sets the date the slip sees (only Date is faked: timers and user events run as usual), for a
 * test whose figures belong to a tax rule. Undo with vi.useRealTimers().
 */
export function onIndiaDay(day: string, clock = '12:00'): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(indiaInstant(day, clock));
}
