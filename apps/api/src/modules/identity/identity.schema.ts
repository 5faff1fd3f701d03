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
import { players } from '../customers/customers.schema';

/** A signed-in session: one refresh-token family. Revoking it ends every token in it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Re-login after 30 minutes without activity. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Re-login after 30 days whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    /** When this session last proved who it is (password or code; decision 025). */
    provedAt: timestamp('proved_at', { withTimezone: true }),
    /** What that proof allows: ANY action, or only CHANGE_PASSWORD after a code sign-in. */
    proofScope: varchar('proof_scope', { length: 16 }),
    /** The browser and operating system read from the User-Agent at sign-in; null if unknown. */
    browser: varchar('browser', { length: 40 }),
    os: varchar('os', { length: 40 }),
    /** A coarse place: LOCAL (a private network) or the address masked to /24 or /48. */
    place: varchar('place', { length: 64 }),
    /** A keyed hash of the id the web app keeps on the device, to find players sharing one. */
    deviceHash: text('device_hash'),
  },
  (table) => [
    index('sessions_player').on(table.playerId),
    index('sessions_expires_at').on(table.expiresAt),
    index('sessions_device_hash')
      .on(table.deviceHash)
      .where(sql`${table.deviceHash} is not null`),
  ],
);

/** Single-use refresh tokens, stored as SHA-256 hashes. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash').on(table.tokenHash),
    index('refresh_tokens_session').on(table.sessionId),
  ],
);

/** One-time codes: HMAC-hashed, bound to a purpose and an address, 5 tries, 10 minutes. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    /** Email (lower-cased) or 10-digit mobile the code was sent to. */
    address: text('address').notNull(),
    playerId: uuid('player_id').references(() => players.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code for the same purpose and address replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_address').on(table.address, table.purpose, table.createdAt),
    check(
      'otp_codes_purpose',
      sql`${table.purpose} in ('PASSWORD_RESET','SIGN_IN','VERIFY_EMAIL','VERIFY_MOBILE','CONFIRM_ACTION')`,
    ),
  ],
);

/** Server-held secrets generated on first start (signing keys, OTP pepper) unless env sets them. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
