import type { OperatorRole } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import {
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
