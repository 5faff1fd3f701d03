import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Dated tax configuration: the row with the latest effective date on or before a day
 * applies. The operator's tax advisor adds rows; no code changes.
 */
export const taxRules = pgTable('tax_rules', {
  effectiveFrom: date('effective_from', { mode: 'string' }).primaryKey(),
  /** GST on the stake, basis points (2800 = 28%). */
  gstRateBp: integer('gst_rate_bp').notNull(),
  /** TDS on net winnings, basis points (3000 = 30%). */
  tdsRateBp: integer('tds_rate_bp').notNull(),
  /** TDS applies when a single bet's net winnings exceed this, paise. */
  tdsThresholdPaise: bigint('tds_threshold_paise', { mode: 'number' }).notNull(),
  note: text('note'),
});
