import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** WITHHELD: a push the contact rule stopped at delivery (a time-out, an exclusion). */
export type OutboxCarrier = 'OUTBOX' | 'SMTP' | 'SMS_API' | 'WEB_PUSH' | 'WITHHELD';

/**
 * Every player message, written in the same transaction as what caused it (decision 029).
 * A job delivers undelivered rows through the configured channel, at least once; a channel
 * that is not configured (dev, embedded mode) leaves the row here, delivered, for the dev
 * outbox route to read.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    /** The one-time code, kept only in dev mode so journeys can read it. */
    code: varchar('code', { length: 6 }),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** OUTBOX (no channel configured: the dev outbox reads it), SMTP, SMS_API, WEB_PUSH or WITHHELD. */
    carrier: varchar('carrier', { length: 8 }).$type<OutboxCarrier>().notNull().default('OUTBOX'),
    /** Null until the channel accepted it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A delivery in progress holds the row until then; after it, another may take over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('outbox_messages_to').on(table.to, table.createdAt),
    index('outbox_messages_undelivered')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
