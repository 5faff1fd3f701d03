import { bigint, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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
