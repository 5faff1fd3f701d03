import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  /** Path of the flag image served by the web app. */
  flag: text('flag').notNull(),
});

export const venues = pgTable('venues', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: text('name').notNull(),
  countryCode: varchar('country_code', { length: 2 })
    .notNull()
    .references(() => countries.code),
});
