import { indiaDayOf, type TaxRule } from '@furlong/contract';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/client';
import { findTaxRule } from './find-tax-rule';

/** How long a day's rule is reused before it is read again (a new dated row takes this long). */
const TAX_RULE_TTL_MS = 60_000;

export type TaxRuleLookup = (db: Executor, at: Date) => Promise<TaxRule>;

/**
 * findTaxRule for the hot bet path: the rule of an India-time day read at most once a minute
 * per process, instead of once per slip. Rules are dated rows added ahead of their day, so a
 * minute's delay never applies a wrong rate. The minute is the app's clock's, as every time is.
 */
export function createTaxRuleCache(clock: Clock, ttlMs = TAX_RULE_TTL_MS): TaxRuleLookup {
  let cached: { day: string; rule: TaxRule; readAt: number } | undefined;
  return async (db, at) => {
    const day = indiaDayOf(at);
    const nowMs = clock.now().getTime();
    if (cached && cached.day === day && nowMs - cached.readAt < ttlMs) return cached.rule;
    const rule = await findTaxRule(db, at);
    cached = { day, rule, readAt: nowMs };
    return rule;
  };
}
