import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';
import { fixtures, participants, selections } from '../races/races.schema';

/**
 * One bet of a multiple (migration 0049, decision 061): an Accumulator's one bet, or one
 * combination of a Kenchi, each-way parts apart. Money columns as a single's (bets.schema.ts).
 */
export const multipleBets = pgTable(
  'multiple_bets',
  {
    id: uuid('id').primaryKey(),
    ticketNumber: text('ticket_number').notNull().unique(),
    multipleTicket: text('multiple_ticket').notNull(),
    multipleId: uuid('multiple_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    eachWayPart: varchar('each_way_part', { length: 8 }),
    stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
    faceValuePaise: bigint('face_value_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    roundOffPaise: bigint('round_off_paise', { mode: 'number' }).notNull(),
    gstRateBp: smallint('gst_rate_bp').notNull(),
    /** The most the bet returns before tax, as struck (MULTIPLE_MAX_PAYOUT_RUPEES then). */
    maxPayoutPaise: bigint('max_payout_paise', { mode: 'number' }).notNull(),
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
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementTransferId: uuid('settlement_transfer_id'),
  },
  (table) => [
    index('multiple_bets_player_placed').on(table.playerId, table.placedAt),
    index('multiple_bets_multiple').on(table.multipleId),
    check('multiple_bets_stake_paise_check', sql`${table.stakePaise} > 0`),
  ],
);

export type MultipleBetRow = typeof multipleBets.$inferSelect;

/** A leg of one multiple bet: its race, runner and price, and how it stands. */
export const multipleBetLegs = pgTable(
  'multiple_bet_legs',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => multipleBets.id),
    legIndex: smallint('leg_index').notNull(),
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
    status: varchar('status', { length: 16 }).notNull().default('ACCEPTED'),
    sharePaid: smallint('share_paid'),
    shareOf: smallint('share_of'),
    deductionBp: integer('deduction_bp'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legIndex] }),
    index('multiple_bet_legs_fixture').on(table.fixtureId),
    index('multiple_bet_legs_runner').on(table.participantId),
  ],
);

export type MultipleBetLegRow = typeof multipleBetLegs.$inferSelect;
