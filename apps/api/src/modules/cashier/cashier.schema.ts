import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
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
 * Where a player's withdrawals go: a bank account (number + IFSC) or a UPI handle. The
 * account number is kept sealed (AES-256-GCM, DATA_KEY; decision 024) for the payout
 * provider alone; replies carry the masked form kept beside it.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    type: varchar('type', { length: 8 }).notNull(),
    /** Sealed by the field cipher; opened only to send a payout. */
    accountNumber: text('account_number'),
    /** The account number with all but its last four digits starred. */
    maskedAccount: varchar('masked_account', { length: 18 }),
    ifsc: varchar('ifsc', { length: 11 }),
    vpa: text('vpa'),
    /**
     * A keyed fingerprint of account@IFSC, or the lower-cased VPA: one player cannot add the
     * same one twice.
     */
    destination: text('destination').notNull(),
    /**
     * A keyed hash of the bank account (number@IFSC) or the VPA (decision 047), to find other
     * players paid to the same one.
     */
    identityHash: text('identity_hash'),
    connector: varchar('connector', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('beneficiaries_player_destination').on(table.playerId, table.destination),
    index('beneficiaries_identity_hash').on(table.identityHash),
    check('beneficiaries_type', sql`${table.type} in ('BANK','VPA')`),
  ],
);

/**
 * A withdrawal and its two phases (docs/decisions/016): the hold moves winnings to payout
 * clearing when requested; the payout or the release settles it exactly once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** REVIEW, PENDING (both held), SUCCESS (paid out) or FAILED (released). */
    status: varchar('status', { length: 8 }).notNull(),
    connector: varchar('connector', { length: 40 }),
    holdTransferId: uuid('hold_transfer_id').notNull(),
    /** The payout (SUCCESS) or the release (FAILED). */
    finalTransferId: uuid('final_transfer_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** The provider's last refusal to accept the request; the operator may retry. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    /** When it was last handed to the provider; a long silence since means a resend. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    /** Maker-checker: the first of the two operators a withdrawal in REVIEW needs. */
    firstApprovedBy: uuid('first_approved_by').references(() => operators.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawals_player_created').on(table.playerId, table.createdAt),
    index('withdrawals_status').on(table.status, table.createdAt),
    check('withdrawals_status', sql`${table.status} in ('REVIEW','PENDING','SUCCESS','FAILED')`),
    check('withdrawals_amount', sql`${table.amountPaise} > 0`),
  ],
);

/** Every provider callback applied, by the provider's event id: a replay is recognised here. */
export const payoutEvents = pgTable('payout_events', {
  eventId: text('event_id').primaryKey(),
  withdrawalId: uuid('withdrawal_id')
    .notNull()
    .references(() => withdrawals.id),
  status: varchar('status', { length: 8 }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
