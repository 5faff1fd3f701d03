import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: varchar('brand', { length: 40 }).notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    /** PAN: replies only ever carry it masked. */
    /** The PAN, sealed by the field cipher (decision 024); opened only for KYC review. */
    taxNumber: text('tax_number'),
    /** The PAN as players and the audit log see it: all but its last four starred. */
    taxNumberMasked: varchar('tax_number_masked', { length: 10 }),
    /** A keyed hash of the PAN (decision 047): one PAN, one account; null before a PAN. */
    taxNumberHash: text('tax_number_hash'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    kycStatus: varchar('kyc_status', { length: 16 }).notNull().default('NOT_VERIFIED'),
    kycRejectionReason: text('kyc_rejection_reason'),
    /** Consecutive failed sign-ins; five lock the account for 15 minutes. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Frozen by the player's "not you?" link: no sign-in but by a forgotten-password code. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    /** The app language the player chose (BCP 47, e.g. hi-IN); null until they choose. */
    language: varchar('language', { length: 8 }),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }).notNull(),
    /**
     * The player's stake factor in hundredths (100 is 1.00; 1 to 1000, decision 072): the
     * largest single stake on a runner is the market's base limit x this.
     */
    stakeFactorHundredths: integer('stake_factor_hundredths').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_email').on(table.email),
    uniqueIndex('players_mobile').on(table.mobile),
    uniqueIndex('players_tax_number_hash').on(table.taxNumberHash),
    index('players_by_state').on(table.state),
    check(
      'players_kyc_status',
      sql`${table.kycStatus} in ('NOT_VERIFIED','PENDING','VERIFIED','REJECTED')`,
    ),
    check('players_stake_factor', sql`${table.stakeFactorHundredths} between 1 and 1000`),
  ],
);

/** Identity documents (PAN card images) awaiting or past KYC review. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Sealed by the field cipher (decision 024) when `sealed`; older rows are sealed at boot. */
    content: bytea('content').notNull(),
    sealed: boolean('sealed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kyc_documents_player').on(table.playerId)],
);
