import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { indiaDayOf, instantInputSchema } from './india-time';

/**
 * A tax rule in force from an India date: GST on stakes and TDS on large winnings, in basis
 * points. The server serves the rule (GET /api/mc/tax-rule) so the slip computes with the rate
 * it will be charged, never a constant (docs/decisions/028-gst-forty-percent.md).
 */
export const taxRuleSchema = z.object({
  effectiveFrom: z.iso.date(),
  gstRateBp: int32Schema().min(0).max(10_000),
  tdsRateBp: int32Schema().min(0).max(10_000),
  /** Net winnings of a single bet above this (paise) have TDS withheld. */
  tdsThresholdPaise: z.int().nonnegative(),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const TAX_RULE_PATH = '/api/mc/tax-rule';

/** `at`: the instant asked about (default: the server's now). */
export const taxRuleQuerySchema = z.object({ at: instantInputSchema({ offset: true }).optional() });
export type TaxRuleQuery = z.infer<typeof taxRuleQuerySchema>;

/** The rule in force at the instant asked about, and the next dated rule if one is known. */
export const taxRuleResponseSchema = z.object({
  rule: taxRuleSchema,
  next: taxRuleSchema.nullable(),
});
export type TaxRuleResponse = z.infer<typeof taxRuleResponseSchema>;

/** The rule of the India-time day of `at`, from a served answer (the next rule once it starts). */
export function taxRuleOn(served: TaxRuleResponse, at: Date | number): TaxRule {
  const day = indiaDayOf(at);
  return served.next && day >= served.next.effectiveFrom ? served.next : served.rule;
}

/**
 * TDS withheld from one winning bet: the rule's rate of its net winnings (what it pays over
 * the ticket), floored to the paisa, once they exceed the threshold; nothing below it. The
 * one statement of the rule: settlement withholds it and the slip estimates it.
 */
export function tdsOnNetWinnings(
  netWinningsPaise: bigint,
  rule: Pick<TaxRule, 'tdsRateBp' | 'tdsThresholdPaise'>,
): bigint {
  return netWinningsPaise > BigInt(rule.tdsThresholdPaise)
    ? (netWinningsPaise * BigInt(rule.tdsRateBp)) / 10_000n
    : 0n;
}

/** TDS rate in percent (3000 bp → 30). */
export const tdsPercent = (rule: Pick<TaxRule, 'tdsRateBp'>): number => rule.tdsRateBp / 100;

/** CGST and SGST are each half the GST rate, in percent (28% → 14, 40% → 20). */
export const halfGstPercent = (rule: Pick<TaxRule, 'gstRateBp'>): number => rule.gstRateBp / 200;
