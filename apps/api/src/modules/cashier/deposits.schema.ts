import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';

/**
 * A deposit (migration 0054, decision 069): an order with the payment provider, credited once
 * to the player's deposits pocket by the signed webhook or the reconciliation job.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    method: varchar('method', { length: 12 }).notNull(),
    /** The payer's UPI handle for a collect request. */
    vpa: text('vpa'),
    /** PENDING with the provider, SUCCESS credited, FAILED (nothing moved). */
    status: varchar('status', { length: 8 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerReference: text('provider_reference'),
    /** A upi:// intent or the bank's page. */
    paymentUrl: text('payment_url'),
    creditTransferId: uuid('credit_transfer_id'),
    /** WEBHOOK or RECONCILE: which of the two settled it first. */
    settledBy: varchar('settled_by', { length: 10 }),
    failureReason: text('failure_reason'),
    /** When the reconciliation job last asked the provider. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deposits_player_created').on(table.playerId, table.createdAt),
    check(
      'deposits_credit',
      sql`(${table.status} = 'SUCCESS') = (${table.creditTransferId} is not null)`,
    ),
  ],
);

/** Every provider webhook applied, by its event id: a replay is recognised here. */
export const depositEvents = pgTable('deposit_events', {
  eventId: text('event_id').primaryKey(),
  depositId: uuid('deposit_id')
    .notNull()
    .references(() => deposits.id),
  status: varchar('status', { length: 8 }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DepositRow = typeof deposits.$inferSelect;
