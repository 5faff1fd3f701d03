import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** What a notice tells: today only a race's settlement for the player (won, lost, refunded). */
export type PlayerNoticeKind = 'RACE_SETTLED';

/** A race settled for the player: paise paid (net of TDS), refunded, and bets and tickets lost. */
export interface RaceSettledNoticeData {
  venueCode: string;
  venueName: string;
  raceNumber: number;
  wonPaise: number;
  refundedPaise: number;
  lost: number;
}

/**
 * The player's notices (issue 30): written in the settlement's transaction, so a settled race
 * always has its news; the newest 50 per player are kept, and the player dismisses each.
 */
export const playerNotices = pgTable(
  'player_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    kind: varchar('kind', { length: 24 }).$type<PlayerNoticeKind>().notNull(),
    fixtureId: uuid('fixture_id'),
    data: jsonb('data').$type<RaceSettledNoticeData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (table) => [
    index('player_notices_newest').on(table.playerId, table.createdAt.desc(), table.id),
    check('player_notices_kind', sql`${table.kind} in ('RACE_SETTLED')`),
  ],
);
