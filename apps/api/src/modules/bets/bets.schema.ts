import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';
import { fixtures, participants, selections } from '../races/races.schema';

export const betTicketSequence = pgSequence('bet_ticket_seq', { startWith: 100_001 });

/** One single bet (a slip line). Amounts in paise; the stake's GST split is kept as placed. */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketNumber: text('ticket_number').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** Bets placed by one slip submission share it. */
    slipId: uuid('slip_id').notNull(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id),
    market: varchar('market', { length: 8 }).notNull(),
    horseNumber: integer('horse_number').notNull(),
    horseName: text('horse_name').notNull(),
    priceHundredths: integer('price_hundredths').notNull(),
    stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
    faceValuePaise: bigint('face_value_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    roundOffPaise: bigint('round_off_paise', { mode: 'number' }).notNull(),
    gstRateBp: smallint('gst_rate_bp').notNull(),
    /** Where the stake came from, so a refund returns it to the same pockets. */
    stakeFromDepositsPaise: bigint('stake_from_deposits_paise', { mode: 'number' }).notNull(),
    stakeFromWinningsPaise: bigint('stake_from_winnings_paise', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('ACCEPTED'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    stakeTransferId: uuid('stake_transfer_id').notNull(),
    totalWinPaise: bigint('total_win_paise', { mode: 'number' }),
    tdsPaise: bigint('tds_paise', { mode: 'number' }),
    payoutPaise: bigint('payout_paise', { mode: 'number' }),
    /** Why a trader refused the bet, as typed: shown to the player with the refund. */
    rejectionReason: text('rejection_reason'),
    /** Rule 4 deduction applied at settlement, in basis points. */
    deductionBp: integer('deduction_bp'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The transfer that settled or refunded the bet; a correction reverses it. */
    settlementTransferId: uuid('settlement_transfer_id'),
    /**
     * Best of price and tote (decision 066): set at placement when the promise applies (a WIN
     * single struck on race day, India time, while the race's switch was on).
     */
    bestOfTote: boolean('best_of_tote').notNull().default(false),
    /** Such a bet once won: which price it was paid at (PRICE: as struck, TOTE: the dividend's). */
    paidPriceSource: varchar('paid_price_source', { length: 5 }).$type<'PRICE' | 'TOTE'>(),
    paidPriceHundredths: integer('paid_price_hundredths'),
    /** What the promise paid over the struck price (0 when the price was paid). */
    bestOfToteExtraPaise: bigint('best_of_tote_extra_paise', { mode: 'number' }),
  },
  (table) => [
    index('bets_placed_at_brin').using('brin', table.placedAt),
    index('bets_player_placed').on(table.playerId, table.placedAt),
    index('bets_fixture').on(table.fixtureId),
    check('bets_stake', sql`${table.stakePaise} > 0`),
    check('bets_paid_price_source', sql`${table.paidPriceSource} in ('PRICE','TOTE')`),
    check(
      'bets_status',
      sql`${table.status} in ('ACCEPTED','CONFIRMED','REJECTED','WON','LOST','VOID','REFUNDED')`,
    ),
  ],
);

export type BetRow = typeof bets.$inferSelect;

/**
 * A counter-offer (migration 0057, decision 072): a slip over the player's largest stake on a
 * runner is answered with the largest stake accepted, which the player may take once before
 * it expires, by sending the slip again with the offer's id on the line. With `betId` (migration
 * 0065, decision 080) it is a trader's offer on a bet held for review: part of its stake
 * (`maxStakePaise`) and/or a shorter price, taken or declined once by the player.
 */
export const counterOffers = pgTable(
  'counter_offers',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id),
    maxStakePaise: bigint('max_stake_paise', { mode: 'number' }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the one slip that took the offer. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenSlipId: uuid('taken_slip_id'),
    betId: uuid('bet_id').references(() => bets.id),
    priceHundredths: integer('price_hundredths'),
    offeredBy: uuid('offered_by'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (table) => [
    index('counter_offers_player').on(table.playerId, table.offeredAt),
    check('counter_offers_max_stake_paise_check', sql`${table.maxStakePaise} > 0`),
  ],
);
