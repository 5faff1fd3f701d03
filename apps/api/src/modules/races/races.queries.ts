import { DIGITAL_CHANNEL } from '@furlong/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, venues } from '../reference/reference.schema';
import {
  fixtureResults,
  fixtures,
  markets,
  meetings,
  participants,
  selections,
} from './races.schema';

const fixtureColumns = {
  fixture: fixtures,
  venueCode: venues.code,
  venueName: venues.name,
  country: countries.code,
};

export type FixtureHeadRow = Awaited<ReturnType<typeof findDigitalFixturesBetween>>[number];

const onDigital = sql`${DIGITAL_CHANNEL} = any(${fixtures.allowedChannels})`;

function selectFixtureHeads(db: Executor) {
  return db
    .select(fixtureColumns)
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .innerJoin(countries, eq(countries.code, venues.countryCode));
}

/** Races on the digital channel starting in [start, end), by start time. */
export function findDigitalFixturesBetween(db: Executor, start: Date, end: Date) {
  return selectFixtureHeads(db)
    .where(and(gte(fixtures.startAt, start), lt(fixtures.startAt, end), onDigital))
    .orderBy(asc(fixtures.startAt), asc(venues.code), asc(fixtures.raceNumber));
}

export async function findDigitalFixture(
  db: Executor,
  id: string,
): Promise<FixtureHeadRow | undefined> {
  const [row] = await selectFixtureHeads(db).where(and(eq(fixtures.id, id), onDigital));
  return row;
}

export function findParticipants(db: Executor, fixtureIds: string[]) {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(participants)
    .where(inArray(participants.fixtureId, fixtureIds))
    .orderBy(asc(participants.horseNumber));
}

export function findResults(db: Executor, fixtureIds: string[]) {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      fixtureId: fixtureResults.fixtureId,
      place: fixtureResults.place,
      participant: participants.id,
      horseNumber: participants.horseNumber,
      name: participants.name,
    })
    .from(fixtureResults)
    .innerJoin(participants, eq(participants.id, fixtureResults.participantId))
    .where(inArray(fixtureResults.fixtureId, fixtureIds))
    .orderBy(asc(fixtureResults.place), asc(participants.horseNumber));
}

export function findMarketsWithSelections(db: Executor, fixtureId: string) {
  return db
    .select({
      marketId: markets.id,
      type: markets.type,
      marketStatus: markets.status,
      selectionId: selections.id,
      participantId: selections.participantId,
      priceHundredths: selections.priceHundredths,
      selectionStatus: selections.status,
    })
    .from(markets)
    .innerJoin(selections, eq(selections.marketId, markets.id))
    .where(eq(markets.fixtureId, fixtureId));
}

/** India-time days in [start, end) that have at least one digital race. */
export async function findRaceDaysBetween(db: Executor, start: Date, end: Date): Promise<string[]> {
  // IST is a fixed +05:30, so shifting the UTC instant gives the India-time calendar day.
  const day = sql<string>`to_char((${fixtures.startAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(fixtures)
    .where(and(gte(fixtures.startAt, start), lt(fixtures.startAt, end), onDigital))
    .orderBy(day);
  return rows.map((row) => row.day);
}
