import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';

/**
 * A money-laundering alert (decision 071): one per player, rule and period, whatever how often
 * the scan runs. `period` is an India month (2031-03) for the money rules, the shared
 * identifier's keyed hash for the sharing rules.
 */
export const amlAlerts = pgTable(
  'aml_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    rule: varchar('rule', { length: 24 }).notNull(),
    period: text('period').notNull(),
    /** The figures that made the rule fire (rupees, counts, the players sharing). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull().default({}),
    /** OPEN, DISMISSED (with a reason) or ESCALATED (to a suspicious transaction report). */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('aml_alerts_once').on(table.playerId, table.rule, table.period),
    index('aml_alerts_status_created').on(table.status, table.createdAt),
  ],
);

/**
 * A suspicious transaction report (PMLA 2002 s.12, FIU-IND): while one is OPEN the player's
 * withdrawals are held; closing it lifts the hold.
 */
export const suspiciousTransactionReports = pgTable(
  'suspicious_transaction_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .unique()
      .references(() => amlAlerts.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    grounds: text('grounds').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => operators.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    fiuReference: text('fiu_reference'),
  },
  (table) => [
    index('suspicious_transaction_reports_open')
      .on(table.playerId)
      .where(sql`${table.status} = 'OPEN'`),
  ],
);
