import { bigint, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { fixtures, participants } from '../races/races.schema';

/**
 * A trader's liability limit on a runner, or (participant null) the race's default for each
 * runner without its own (migration 0032, decision 035). place_bet_slip reads it.
 */
export const liabilityLimits = pgTable('liability_limits', {
  fixtureId: uuid('fixture_id')
    .notNull()
    .references(() => fixtures.id),
  participantId: uuid('participant_id').references(() => participants.id),
  limitPaise: bigint('limit_paise', { mode: 'number' }).notNull(),
  /** REVIEW holds the bet for a trader; REFUSE turns it away. */
  action: varchar('action', { length: 8 }).notNull(),
  setBy: uuid('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
});

/** A trader's request to void or re-price one bet, waiting for a second operator (0033). */
export const palpableErrorRequests = pgTable('palpable_error_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  betId: uuid('bet_id').notNull(),
  kind: varchar('kind', { length: 8 }).notNull(),
  struckPriceHundredths: integer('struck_price_hundredths').notNull(),
  priceHundredths: integer('price_hundredths'),
  reason: text('reason').notNull(),
  makerId: uuid('maker_id').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('PENDING'),
  checkerId: uuid('checker_id'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
