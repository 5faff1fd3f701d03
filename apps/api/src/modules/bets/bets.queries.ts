import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fixtures, meetings } from '../races/races.schema';
import { venues } from '../reference/reference.schema';
import { bets } from './bets.schema';
import { multipleBetLegs, multipleBets } from './multiple-bets.schema';
import type { BetRace } from './to-placed-bet';

export async function findRacesOfBets(
  db: Executor,
  fixtureIds: string[],
): Promise<Map<string, BetRace>> {
  if (fixtureIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: fixtures.id,
      raceName: fixtures.name,
      raceNumber: fixtures.raceNumber,
      venueName: venues.name,
    })
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .where(inArray(fixtures.id, [...new Set(fixtureIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A player's bets, newest first. */
export function findPlayerBets(db: Executor, playerId: string, limit: number) {
  return db
    .select()
    .from(bets)
    .where(eq(bets.playerId, playerId))
    .orderBy(desc(bets.placedAt), desc(bets.ticketNumber))
    .limit(limit);
}

/** A player's multiple bets, newest first, with their legs. */
export async function findPlayerMultipleBets(db: Executor, playerId: string, limit: number) {
  const placed = await db
    .select()
    .from(multipleBets)
    .where(eq(multipleBets.playerId, playerId))
    .orderBy(desc(multipleBets.placedAt), desc(multipleBets.ticketNumber))
    .limit(limit);
  if (placed.length === 0) return [];
  const legs = await db
    .select()
    .from(multipleBetLegs)
    .where(
      inArray(
        multipleBetLegs.betId,
        placed.map((bet) => bet.id),
      ),
    );
  return placed.map((bet) => ({ bet, legs: legs.filter((leg) => leg.betId === bet.id) }));
}
