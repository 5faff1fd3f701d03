import { indiaDayOf, type TaxRule } from '@furlong/contract';
import { asc, desc, gt, lte } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { taxRules } from './tax.schema';

const toTaxRule = (rule: typeof taxRules.$inferSelect): TaxRule => ({
  effectiveFrom: rule.effectiveFrom,
  gstRateBp: rule.gstRateBp,
  tdsRateBp: rule.tdsRateBp,
  tdsThresholdPaise: rule.tdsThresholdPaise,
});

/** The tax rule in force on the India-time day of an instant. */
export async function findTaxRule(db: Executor, at: Date): Promise<TaxRule> {
  const [rule] = await db
    .select()
    .from(taxRules)
    .where(lte(taxRules.effectiveFrom, indiaDayOf(at)))
    .orderBy(desc(taxRules.effectiveFrom))
    .limit(1);
  if (!rule)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Betting is not available right now. Please try again shortly.',
    );
  return toTaxRule(rule);
}

/** The next dated rule after the India-time day of an instant, if one has been added. */
export async function findNextTaxRule(db: Executor, at: Date): Promise<TaxRule | null> {
  const [rule] = await db
    .select()
    .from(taxRules)
    .where(gt(taxRules.effectiveFrom, indiaDayOf(at)))
    .orderBy(asc(taxRules.effectiveFrom))
    .limit(1);
  return rule ? toTaxRule(rule) : null;
}
