import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fixtures } from '../races/races.schema';

/**
 * Each settlement of a race, with the signature of the result it settled. Settling again
 * with the same signature changes nothing; a different one (a corrected result) reverses the
 * previous settlement's transfers and settles anew, so the ledger shows both.
 */
export const raceSettlements = pgTable(
  'race_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    signature: text('signature').notNull(),
    betsSettled: integer('bets_settled').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('race_settlements_fixture').on(table.fixtureId, table.settledAt)],
);
