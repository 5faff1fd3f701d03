import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Money-moving requests by Idempotency-Key, per player. The stored answer is replayed for
 * the same key and body, failures included.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    playerId: uuid('player_id').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 32 }).notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the request is being processed. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.key] }),
    // The retention job deletes keys older than 24 h (docs/partitioning.md).
    index('idempotency_keys_created_at_brin').using('brin', table.createdAt),
  ],
);
