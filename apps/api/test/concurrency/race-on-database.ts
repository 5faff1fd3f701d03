import { indiaDayOf } from '@furlong/contract';
import { createRace } from '../../src/modules/races/create-race';
import { publishRace } from '../../src/modules/race-control/publish-race';
import type { RaceDeps } from '../../src/modules/races/race-deps';
import { countries, venues } from '../../src/modules/reference/reference.schema';

/** A race a month away: no storm or benchmark outlives it. */
const RACE_LEAD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A Bengaluru race (race 1 unless told), eight runners priced 2, 3, 4 ... to 1, published,
 * written straight to a database (race-factory.ts does the same for a TestApp). Each later race
 * of the day starts half an hour after the one before. Answers the race's id.
 */
export async function addPublishedRace(deps: RaceDeps, raceNumber = 1): Promise<string> {
  await deps.db
    .insert(countries)
    .values({ code: 'IN', name: 'India', flag: '/flags/IN.svg' })
    .onConflictDoNothing();
  await deps.db
    .insert(venues)
    .values({ code: 'BLR', name: 'Bengaluru', countryCode: 'IN' })
    .onConflictDoNothing();
  const startAt = new Date(
    deps.clock.now().getTime() + RACE_LEAD_MS + (raceNumber - 1) * 30 * 60 * 1000,
  );
  const { id } = await createRace(deps, {
    venueCode: 'BLR',
    day: indiaDayOf(startAt),
    raceNumber,
    startAt,
    distanceMetres: 1200,
    name: raceNumber === 1 ? 'The Storm Stakes' : `The Storm Stakes ${raceNumber}`,
    runners: Array.from({ length: 8 }, (_, index) => ({
      horseNumber: index + 1,
      name: `Runner ${index + 1}`,
      prices: {
        WIN: index + 2,
        PLACE: (index + 2) / 4,
        SHP: (index + 2) / 2,
        THP: (index + 2) / 2,
      },
    })),
  });
  await publishRace(deps, id);
  return id;
}
