import { and, asc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fromHundredths } from '../races/prices';
import { fixtures, markets, participants, selections } from '../races/races.schema';

export interface RaceOnCard {
  id: string;
  status: string;
  startAt: Date;
}

/** Unfinished races that may owe a step: none starts more than `horizon` from now. */
export function findUnfinishedRacesBefore(db: Executor, horizon: Date): Promise<RaceOnCard[]> {
  return db
    .select({ id: fixtures.id, status: fixtures.status, startAt: fixtures.startAt })
    .from(fixtures)
    .where(and(ne(fixtures.status, 'COMPLETE'), lte(fixtures.startAt, horizon)))
    .orderBy(asc(fixtures.startAt));
}

/** Published races still before the off: the only ones whose book may move. */
export function findOpenPublishedRaces(db: Executor, now: Date): Promise<RaceOnCard[]> {
  return db
    .select({ id: fixtures.id, status: fixtures.status, startAt: fixtures.startAt })
    .from(fixtures)
    .where(and(eq(fixtures.status, 'PUBLISHED'), gt(fixtures.startAt, now)))
    .orderBy(asc(fixtures.startAt));
}

export interface RunnerPrice {
  fixtureId: string;
  horseNumber: number;
  winPrice: number;
}

/** WIN prices of the runners still in the given races (scratched horses left out). */
export async function findRunnerWinPrices(
  db: Executor,
  fixtureIds: string[],
): Promise<RunnerPrice[]> {
  if (fixtureIds.length === 0) return [];
  const rows = await db
    .select({
      fixtureId: participants.fixtureId,
      horseNumber: participants.horseNumber,
      priceHundredths: selections.priceHundredths,
    })
    .from(participants)
    .innerJoin(selections, eq(selections.participantId, participants.id))
    .innerJoin(markets, and(eq(markets.id, selections.marketId), eq(markets.type, 'WIN')))
    .where(and(inArray(participants.fixtureId, fixtureIds), isNull(participants.scratchedAt)))
    .orderBy(asc(participants.horseNumber));
  return rows.map((row) => ({
    fixtureId: row.fixtureId,
    horseNumber: row.horseNumber,
    winPrice: fromHundredths(row.priceHundredths),
  }));
}
