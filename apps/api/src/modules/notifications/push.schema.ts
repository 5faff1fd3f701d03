import type { PushKind } from '@furlong/contract';
import { index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The server's VAPID key pair when the environment gives none: one row, made once by whichever
 * instance starts first, so every instance and every restart sign with the same key and the
 * browsers' subscriptions stay valid (decision 081). The private key is sealed (DATA_KEY).
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: smallint('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser that receives the player's pushes: the push service's endpoint and the keys the
 * payload is encrypted to, and the kinds the player asked for on it. An endpoint belongs to one
 * browser, so to one player at a time.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().$type<PushKind[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('push_subscriptions_endpoint').on(table.endpoint),
    index('push_subscriptions_player').on(table.playerId),
  ],
);
