import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';

/** A player's own controls (migration 0031, decision 033); no row: none set. */
export const playerProtections = pgTable('player_protections', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  /** When a player whose exclusion ended asked to return: betting resumes at this instant. */
  selfExclusionReturnAt: timestamp('self_exclusion_return_at', { withTimezone: true }),
  realityCheckMinutes: smallint('reality_check_minutes'),
  priceChangePolicy: varchar('price_change_policy', { length: 8 }).notNull().default('ASK'),
  /** Marketing reads this, and never writes to a self-excluded or closed account. */
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedReason: text('closed_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A limit in force, with a raise or removal waiting for confirmation (pending_*). */
export const playerLimits = pgTable(
  'player_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    pendingAmountPaise: bigint('pending_amount_paise', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind, table.period] }),
    check('player_limits_amount_paise_check', sql`${table.amountPaise} > 0`),
  ],
);

/** Slips a protection refused: the operators' list of players who hit limits often. */
export const protectionRefusals = pgTable(
  'protection_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    code: varchar('code', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 8 }),
    period: varchar('period', { length: 8 }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('protection_refusals_at').on(table.at, table.playerId)],
);

export type PlayerProtectionsRow = typeof playerProtections.$inferSelect;
export type PlayerLimitRow = typeof playerLimits.$inferSelect;
