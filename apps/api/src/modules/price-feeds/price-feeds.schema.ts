import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A source of prices, status and results; its last message says whether it is alive (decision 073). */
export const priceFeeds = pgTable('price_feeds', {
  id: varchar('id', { length: 40 }).primaryKey(),
  /** Null: FEED_STALE_SECONDS. */
  staleAfterSeconds: integer('stale_after_seconds'),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
});
