import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bets } from '../bets/bets.schema';
import { countries, venues } from '../reference/reference.schema';
import { fixtures, meetings } from '../races/races.schema';

const headColumns = {
  fixture: fixtures,
  venueCode: venues.code,
  venueName: venues.name,
  country: countries.code,
};

/** Race heads with venue and country, on every channel (the operator sees all races). */
function selectRaceHeads(db: Executor) {
  return db
    .select(headColumns)
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .innerJoin(countries, eq(countries.code, venues.countryCode));
}

export async function findRaceHead(db: Executor, fixtureId: string) {
  const [row] = await selectRaceHeads(db).where(eq(fixtures.id, fixtureId));
  return row;
}

/** Races of every meeting on one India-time day, by start time. */
export function findRaceHeadsOfDay(db: Executor, day: string) {
  return selectRaceHeads(db)
    .where(eq(meetings.day, day))
    .orderBy(asc(fixtures.startAt), asc(venues.code), asc(fixtures.raceNumber));
}

export type RaceHead = Awaited<ReturnType<typeof findRaceHeadsOfDay>>[number];

/**
 * The races still to run, every venue and day, by start time: not yet off, no result, not
 * void (a race past its start time but not off is late, and stays first).
 */
export function findNextOffRaceHeads(db: Executor, limit: number) {
  return selectRaceHeads(db)
    .where(
      and(
        inArray(fixtures.status, ['NEW', 'PUBLISHED', 'SUSPENDED']),
        isNull(fixtures.offAt),
        eq(fixtures.resultVoided, false),
      ),
    )
    .orderBy(asc(fixtures.startAt), asc(venues.code), asc(fixtures.raceNumber))
    .limit(limit);
}

export interface RaceBook {
  betCount: number;
  stakePaise: number;
  pendingReview: number;
}

/** Bets standing on a race: placed and not given back (rejected, void or refunded). */
const STANDING_STATUSES = ['ACCEPTED', 'CONFIRMED', 'WON', 'LOST'];

export async function findRaceBooks(
  db: Executor,
  fixtureIds: string[],
): Promise<Map<string, RaceBook>> {
  if (fixtureIds.length === 0) return new Map();
  const standing = sql.join(
    STANDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .select({
      fixtureId: bets.fixtureId,
      betCount: sql<number>`count(*)::int`,
      stakePaise: sql<string>`coalesce(sum(${bets.stakePaise}) filter (where ${bets.status} in (${standing})), 0)::text`,
      pendingReview: sql<number>`(count(*) filter (where ${bets.status} = 'ACCEPTED'))::int`,
    })
    .from(bets)
    .where(inArray(bets.fixtureId, fixtureIds))
    .groupBy(bets.fixtureId);
  return new Map(
    rows.map((row) => [
      row.fixtureId,
      {
        betCount: Number(row.betCount),
        stakePaise: Number(row.stakePaise),
        pendingReview: Number(row.pendingReview),
      },
    ]),
  );
}

export async function findMeeting(db: Executor, venueCode: string, day: string) {
  const [row] = await db
    .select({
      id: meetings.id,
      venueCode: meetings.venueCode,
      day: meetings.day,
      venueName: venues.name,
    })
    .from(meetings)
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .where(and(eq(meetings.venueCode, venueCode), eq(meetings.day, day)));
  return row;
}

export async function findVenue(db: Executor, venueCode: string) {
  const [row] = await db.select().from(venues).where(eq(venues.code, venueCode));
  return row;
}

export async function isRaceNumberTaken(
  db: Executor,
  venueCode: string,
  day: string,
  raceNumber: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .where(
      and(
        eq(meetings.venueCode, venueCode),
        eq(meetings.day, day),
        eq(fixtures.raceNumber, raceNumber),
      ),
    );
  return rows.length > 0;
}
