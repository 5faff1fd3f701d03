import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Home-page content, edited by operators. `seed_key` names a demo row so the seed can run on
 * every start without duplicating it; rows operators create have none.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bannerType: varchar('banner_type', { length: 8 }).notNull(),
    /** An image or video address: a path served by the web app or an https URL. */
    url: text('url').notNull(),
    title: text('title').notNull(),
    /** What the banner shows, for screen readers (the alt text of an image, a video's label). */
    altText: text('alt_text').notNull(),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    seedKey: varchar('seed_key', { length: 64 }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('banners_sort').on(table.sortOrder),
    check('banners_type', sql`${table.bannerType} in ('VIDEO', 'IMAGE')`),
    check(
      'banners_window',
      sql`${table.activeTo} is null or ${table.activeFrom} is null or ${table.activeTo} > ${table.activeFrom}`,
    ),
  ],
);

export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueCode: varchar('venue_code', { length: 8 }).notNull(),
    venue: text('venue').notNull(),
    /** Two-letter country code, as in the reference data. */
    country: varchar('country', { length: 2 }).notNull(),
    link: text('link'),
    /** The India-time race day the tip is for. */
    day: date('date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    seedKey: varchar('seed_key', { length: 64 }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tips_day').on(table.day, table.venueCode)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Describes the image for screen readers. */
    imageAlt: text('image_alt').notNull(),
    link: text('link'),
    body: text('body').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    seedKey: varchar('seed_key', { length: 64 }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotions_sort').on(table.sortOrder),
    check(
      'promotions_window',
      sql`${table.activeTo} is null or ${table.activeFrom} is null or ${table.activeTo} > ${table.activeFrom}`,
    ),
  ],
);
