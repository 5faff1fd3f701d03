import { indiaDayOf, type Fixture, type MarketType } from '@furlong/contract';
import { createRace, type RaceInput } from '../src/modules/races/create-race';
import type { RaceDeps } from '../src/modules/races/race-deps';
import { countries, venues } from '../src/modules/reference/reference.schema';
import type { TestApp } from './build-test-app';

export function raceDeps(subject: TestApp): RaceDeps {
  return { db: subject.database.db, hub: subject.hub, clock: subject.app.clock };
}

/** Inserts the countries and venues a test needs (the real seed has them all). */
export async function insertVenues(subject: TestApp): Promise<void> {
  await subject.database.db
    .insert(countries)
    .values([
      { code: 'IN', name: 'India', flag: '/flags/IN.svg' },
      { code: 'GB', name: 'United Kingdom', flag: '/flags/GB.svg' },
    ])
    .onConflictDoNothing();
  await subject.database.db
    .insert(venues)
    .values([
      { code: 'BLR', name: 'Bengaluru', countryCode: 'IN' },
      { code: 'MYS', name: 'Mysuru', countryCode: 'IN' },
      { code: 'ASC', name: 'Ascot', countryCode: 'GB' },
    ])
    .onConflictDoNothing();
}

/** A race at `startAt` with `runnerCount` runners priced 2, 3, 4, ... to 1. */
export async function addRace(
  subject: TestApp,
  startAt: Date,
  overrides: Partial<RaceInput> & { runnerCount?: number } = {},
): Promise<string> {
  const { runnerCount = 8, ...rest } = overrides;
  const { id } = await createRace(raceDeps(subject), {
    venueCode: 'BLR',
    day: indiaDayOf(startAt),
    raceNumber: 1,
    startAt,
    distanceMetres: 1200,
    name: 'The Test Plate',
    label: 'Class III',
    runners: Array.from({ length: runnerCount }, (_, index) => ({
      horseNumber: index + 1,
      name: `Runner ${index + 1}`,
      cageNumber: runnerCount - index,
      jockey: `Jockey ${index + 1}`,
      trainer: `Trainer ${index + 1}`,
      weightKg: 55.5,
      lastRuns: ['1', '2', '0'],
      prices: {
        WIN: index + 2,
        PLACE: (index + 2) / 4,
        SHP: (index + 2) / 2,
        THP: (index + 2) / 2,
      },
    })),
    ...rest,
  });
  return id;
}

/** A slip line for one runner and market of a race card, at the card's price. */
export function slipLineFor(race: Fixture, horse: number, market: MarketType, ticketPrice = 100) {
  const odds = race.participants
    .find((runner) => runner.horseNumber === horse)
    ?.odds.find((price) => price.market === market);
  return {
    venue: 'BLR',
    raceNumber: race.raceNumber,
    market,
    horseNo: horse,
    horse: `Runner ${horse}`,
    odds: odds?.price,
    ticketPrice,
    sportFixture: race.uid,
    selection: odds?.selection,
  };
}
