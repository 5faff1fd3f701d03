import type { ResultState } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { venues } from '../reference/reference.schema';

/** A race day at one venue. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueCode: varchar('venue_code', { length: 8 })
      .notNull()
      .references(() => venues.code),
    /** The India-time day of the meeting. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('meetings_venue_day').on(table.venueCode, table.day)],
);

export const fixtures = pgTable(
  'fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id),
    raceNumber: integer('race_number').notNull(),
    /** When betting closes: the card time, until the actual off is recorded (then the off). */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** The actual off, once the operator or the race clock has recorded it. */
    offAt: timestamp('off_at', { withTimezone: true }),
    /** The price feed the race follows, if any: stale, it suspends the race (decision 073). */
    feedId: varchar('feed_id', { length: 40 }),
    distanceMetres: integer('distance_metres').notNull(),
    name: text('name').notNull(),
    label: text('label'),
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    resultVoided: boolean('result_voided').notNull().default(false),
    /** PROVISIONAL, ENQUIRY or OBJECTION until weighed in (OFFICIAL); null before a result. */
    resultState: varchar('result_state', { length: 16 }).$type<ResultState>(),
    /** The settlement outbox: set with a change that needs the bets settled, cleared by it. */
    settlementRequestedAt: timestamp('settlement_requested_at', { withTimezone: true }),
    externalId: text('external_id'),
    videoUrl: text('video_url'),
    videoCode: text('video_code'),
    tips: text('tips'),
    message: text('message'),
    allowedChannels: text('allowed_channels')
      .array()
      .notNull()
      .default(sql`'{DIGITAL}'::text[]`),
    feedSource: text('feed_source').notNull().default('FURLONG'),
    /** Best of price and tote (decision 066): WIN singles struck on race day while it is on. */
    bestOfTote: boolean('best_of_tote').notNull().default(false),
    /** Bumped on every change; realtime events and caches key on it. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('fixtures_meeting_race').on(table.meetingId, table.raceNumber),
    index('fixtures_start_at').on(table.startAt),
    check(
      'fixtures_status',
      sql`${table.status} in ('NEW','PUBLISHED','SUSPENDED','RESULT','PAID','COMPLETE')`,
    ),
    check('fixtures_race_number', sql`${table.raceNumber} > 0`),
    check('fixtures_distance', sql`${table.distanceMetres} > 0`),
  ],
);

export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    horseNumber: integer('horse_number').notNull(),
    name: text('name').notNull(),
    cageNumber: integer('cage_number'),
    jerseyUrl: text('jersey_url'),
    lastRuns: text('last_runs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weightKg: numeric('weight_kg', { precision: 4, scale: 1, mode: 'number' }),
    jockey: text('jockey'),
    trainer: text('trainer'),
    /** Set when the runner is scratched; `isRunner` is false from then on. */
    scratchedAt: timestamp('scratched_at', { withTimezone: true }),
    /** WIN price (hundredths) at the moment of the scratch: it sets the deduction rate. */
    scratchedPriceHundredths: integer('scratched_price_hundredths'),
  },
  (table) => [
    unique('participants_fixture_horse').on(table.fixtureId, table.horseNumber),
    check('participants_horse_number', sql`${table.horseNumber} > 0`),
  ],
);

export const markets = pgTable(
  'markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    type: varchar('type', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** The largest single stake on a runner at stake factor 1.00 (decision 072), in paise. */
    baseStakeLimitPaise: bigint('base_stake_limit_paise', { mode: 'number' })
      .notNull()
      .default(1_000_000),
    /** Set on a Place, SHP or THP market whose prices follow the Win prices (decision 073). */
    derivedMarginBp: integer('derived_margin_bp'),
  },
  (table) => [
    unique('markets_fixture_type').on(table.fixtureId, table.type),
    check('markets_type', sql`${table.type} in ('WIN','PLACE','SHP','THP')`),
    check('markets_status', sql`${table.status} in ('OPEN','SUSPENDED','CLOSED')`),
    check('markets_base_stake_limit', sql`${table.baseStakeLimitPaise} > 0`),
  ],
);

/** One runner in one market, with its "to 1" price kept in hundredths (4-1 is 400). */
export const selections = pgTable(
  'selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id),
    priceHundredths: integer('price_hundredths').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** Priced by hand in a derived market: the model leaves it until cleared (decision 073). */
    priceOverridden: boolean('price_overridden').notNull().default(false),
  },
  (table) => [
    unique('selections_market_participant').on(table.marketId, table.participantId),
    check('selections_price', sql`${table.priceHundredths} > 0`),
    check('selections_status', sql`${table.status} in ('OPEN','SUSPENDED','CLOSED')`),
  ],
);

/** Every price a selection has had, oldest first; written by triggers (migration 0024). */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id),
    priceHundredths: integer('price_hundredths').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_changes_selection').on(table.selectionId, table.id)],
);

/** A runner's recent runs from the card's form feed, newest first (run_index 0). */
export const formRuns = pgTable(
  'form_runs',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id),
    runIndex: smallint('run_index').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    venueCode: varchar('venue_code', { length: 8 })
      .notNull()
      .references(() => venues.code),
    distanceMetres: integer('distance_metres').notNull(),
    going: text('going').notNull(),
    position: integer('position').notNull(),
    fieldSize: integer('field_size').notNull(),
    jockey: text('jockey').notNull(),
    weightKg: numeric('weight_kg', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** Lengths: to the winner when beaten, to the second when it won. */
    marginLengths: numeric('margin_lengths', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startingPriceHundredths: integer('starting_price_hundredths').notNull(),
  },
  (table) => [primaryKey({ columns: [table.participantId, table.runIndex] })],
);

/** Finishing places 1 to 3; a dead heat gives two runners the same place. */
export const fixtureResults = pgTable(
  'fixture_results',
  {
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id),
    place: integer('place').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fixtureId, table.participantId] }),
    check('fixture_results_place', sql`${table.place} between 1 and 3`),
  ],
);
