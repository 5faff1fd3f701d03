import type { AdjustmentRequestKind, OperatorRole } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { players } from '../customers/customers.schema';

/** Back-office staff: a separate table from players, so neither can sign in as the other. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id, same parameters as players. */
    passwordHash: text('password_hash').notNull(),
    /** What the operator may do: ROLE_PERMISSIONS in the contract (decision 026). */
    roles: varchar('roles', { length: 16 }).array().$type<OperatorRole[]>().notNull(),
    /** Consecutive failed sign-ins; five lock the account for 15 minutes. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set by `npm run operator -- disable`: no sign-in, and every live session stops at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operators_email').on(table.email),
    check('operators_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'operators_roles',
      sql`cardinality(${table.roles}) >= 1 and ${table.roles} <@ ARRAY['ADMIN','TRADER','CASHIER','CONTENT','SUPPORT','COMPLIANCE']::varchar(16)[]`,
    ),
  ],
);

/** An operator's signed-in session: one refresh-token family, as for players. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (table) => [
    index('operator_sessions_operator').on(table.operatorId),
    index('operator_sessions_expires_at').on(table.expiresAt),
  ],
);

/** Single-use operator refresh tokens, stored as SHA-256 hashes. */
export const operatorRefreshTokens = pgTable(
  'operator_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => operatorSessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('operator_refresh_tokens_hash').on(table.tokenHash),
    index('operator_refresh_tokens_session').on(table.sessionId),
  ],
);

/**
 * Maker-checker for large adjustments: the maker's request waits here and money moves only
 * when a different operator approves it (then `transfer_id` names the one ledger transfer).
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => operators.id),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    pocket: varchar('pocket', { length: 8 }).$type<'cash' | 'bonus'>().notNull(),
    reason: text('reason').notNull(),
    /** Which verb an approval runs: an adjustment against the book, or a retail cash-in. */
    kind: varchar('kind', { length: 16 })
      .$type<AdjustmentRequestKind>()
      .notNull()
      .default('ADJUSTMENT'),
    /** A cash-in's counter receipt; null for an adjustment. */
    reference: text('reference'),
    status: varchar('status', { length: 16 })
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    checkerId: uuid('checker_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('adjustment_requests_status').on(table.status, table.createdAt),
    check('adjustment_requests_status', sql`${table.status} in ('PENDING','APPROVED','REJECTED')`),
    check('adjustment_requests_pocket', sql`${table.pocket} in ('cash','bonus')`),
    check('adjustment_requests_amount', sql`${table.amountPaise} <> 0`),
    check('adjustment_requests_kind', sql`${table.kind} in ('ADJUSTMENT','RETAIL_CASH_IN')`),
    check(
      'adjustment_requests_cash_in',
      sql`(${table.kind} = 'RETAIL_CASH_IN') = (${table.reference} is not null) and (${table.kind} = 'ADJUSTMENT' or (${table.amountPaise} > 0 and ${table.pocket} = 'cash'))`,
    ),
    check(
      'adjustment_requests_four_eyes',
      sql`${table.checkerId} is null or ${table.checkerId} <> ${table.makerId}`,
    ),
    check(
      'adjustment_requests_decided',
      sql`(${table.status} = 'PENDING') = (${table.checkerId} is null)`,
    ),
    check(
      'adjustment_requests_moved_once',
      sql`(${table.status} = 'APPROVED') = (${table.transferId} is not null)`,
    ),
  ],
);
