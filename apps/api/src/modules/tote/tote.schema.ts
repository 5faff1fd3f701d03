import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';
import { fixtures } from '../races/races.schema';

export const toteTicketSequence = pgSequence('tote_ticket_seq', { startWith: 500_001 });

/**
 * One pool of one race. A race runs all seven pools by default at their default commission; a
 * row exists once an operator set the pool, money came in or a carry-forward arrived. Money is
 * paise; the pool's own money sits in its ledger account, these are the pool's figures.
 */
export const totePools = pgTable(
  'tote_pools',
  {
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    pool: varchar('pool', { length: 10 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    commissionBp: smallint('commission_bp').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    /** Paid into the pool by tickets sold (GST excluded), before refunds. */
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull().default(0),
    /** Outside money in the pool (a club totalisator's own sales), for approximates only. */
    outsideGrossPaise: bigint('outside_gross_paise', { mode: 'number' }).notNull().default(0),
    carryInPaise: bigint('carry_in_paise', { mode: 'number' }).notNull().default(0),
    /** The pool as worked out when the result was official (PoolOutcome, decision 058). */
    outcome: jsonb('outcome'),
    /** The result the outcome was worked out from; a correction changes it. */
    resultSignature: text('result_signature'),
    /** Where an unbacked pool's net went (the same pool of the venue's next race). */
    carriedToFixtureId: uuid('carried_to_fixture_id'),
    settlementTransferId: uuid('settlement_transfer_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fixtureId, table.pool] }),
    check(
      'tote_pools_pool',
      sql`${table.pool} in ('WIN','PLACE','SHP','THP','FORECAST','QUINELLA','TANALA')`,
    ),
    check(
      'tote_pools_status',
      sql`${table.status} in ('OPEN','CLOSED','FINAL','REFUNDED','CARRIED')`,
    ),
    check('tote_pools_commission', sql`${table.commissionBp} between 0 and 5000`),
    check('tote_pools_money', sql`${table.grossPaise} >= 0 and ${table.carryInPaise} >= 0`),
  ],
);

/**
 * Units (₹10 each) on each combination of a pool, kept up to date by every ticket so that
 * approximates never re-read the tickets. `combination` is the contract's combinationKey.
 */
export const totePoolUnits = pgTable(
  'tote_pool_units',
  {
    fixtureId: uuid('fixture_id').notNull(),
    pool: varchar('pool', { length: 10 }).notNull(),
    combination: varchar('combination', { length: 16 }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fixtureId, table.pool, table.combination] }),
    check('tote_pool_units_positive', sql`${table.units} >= 0`),
  ],
);

/** A tote ticket: one player's combinations in one pool, each at the same number of units. */
export const toteTickets = pgTable(
  'tote_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketNumber: text('ticket_number').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    pool: varchar('pool', { length: 10 }).notNull(),
    /** As the player chose: one list of horse numbers per position (one list for a box). */
    selections: jsonb('selections').$type<number[][]>().notNull(),
    box: boolean('box').notNull(),
    units: integer('units').notNull(),
    /** Every combination the ticket covers (combinationKey). */
    combinations: jsonb('combinations').$type<string[]>().notNull(),
    /** Paid into the pool: combinations x units x ₹10. */
    poolPaise: bigint('pool_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    gstRateBp: smallint('gst_rate_bp').notNull(),
    stakeFromDepositsPaise: bigint('stake_from_deposits_paise', { mode: 'number' }).notNull(),
    stakeFromWinningsPaise: bigint('stake_from_winnings_paise', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('ACCEPTED'),
    /** Which totalisator holds the ticket (TOTE_HOST: own or club-sandbox) and its reference there. */
    host: varchar('host', { length: 16 }).notNull(),
    hostReference: text('host_reference'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    stakeTransferId: uuid('stake_transfer_id').notNull(),
    /** Dividends won before TDS, the TDS withheld, what was paid, and what was refunded (with GST). */
    totalWinPaise: bigint('total_win_paise', { mode: 'number' }),
    tdsPaise: bigint('tds_paise', { mode: 'number' }),
    payoutPaise: bigint('payout_paise', { mode: 'number' }),
    refundPaise: bigint('refund_paise', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The transfer that paid or refunded the ticket; a correction reverses it. */
    settlementTransferId: uuid('settlement_transfer_id'),
  },
  (table) => [
    index('tote_tickets_player_placed').on(table.playerId, table.placedAt),
    index('tote_tickets_fixture_pool').on(table.fixtureId, table.pool),
    check('tote_tickets_units', sql`${table.units} > 0 and ${table.poolPaise} > 0`),
    check('tote_tickets_status', sql`${table.status} in ('ACCEPTED','WON','LOST','REFUNDED')`),
  ],
);

export type TotePoolRow = typeof totePools.$inferSelect;
export type ToteTicketRow = typeof toteTickets.$inferSelect;
