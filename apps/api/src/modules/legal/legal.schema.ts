import type { LegalMode } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.schema';

/** Each state's mode (decision 063); migration 0050 writes every state, OFF. */
export const legalStates = pgTable(
  'legal_states',
  {
    state: text('state').primaryKey(),
    mode: varchar('mode', { length: 10 }).$type<LegalMode>().notNull().default('OFF'),
    /** The last change's reason (the banner shows it) and the order or notification it rests on. */
    reason: text('reason'),
    reference: text('reference'),
    /** Null until an operator set it: demo mode opens only these (openUnsetStates). */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    changeId: uuid('change_id'),
  },
  (table) => [check('legal_states_mode', sql`${table.mode} in ('OFF', 'WIND_DOWN', 'LIVE')`)],
);

/** Maker-checker on a mode: one ADMIN asks, another approves (decision 063). */
export const legalModeChanges = pgTable(
  'legal_mode_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A state's name, or ALL (every state to WIND_DOWN). */
    scope: text('scope').notNull(),
    mode: varchar('mode', { length: 10 }).$type<LegalMode>().notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    status: varchar('status', { length: 10 })
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => operators.id),
    checkerId: uuid('checker_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    uniqueIndex('legal_mode_changes_one_pending')
      .on(table.scope)
      .where(sql`${table.status} = 'PENDING'`),
    check('legal_mode_changes_mode', sql`${table.mode} in ('OFF', 'WIND_DOWN', 'LIVE')`),
    check('legal_mode_changes_status', sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check(
      'legal_mode_changes_checker',
      sql`${table.checkerId} is null or ${table.checkerId} <> ${table.makerId}`,
    ),
  ],
);
