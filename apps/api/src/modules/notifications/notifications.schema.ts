import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Messages "sent" in embedded/dev mode, where no SMTP server or SMS provider is configured. */
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
  },
  (table) => [index('outbox_messages_to').on(table.to, table.createdAt)],
);
