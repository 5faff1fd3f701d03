import { indiaDayBounds } from '@furlong/contract';
import { createRace } from '../../../api/src/modules/races/create-race';
import { publishRace } from '../../../api/src/modules/race-control/publish-race';
import type { RaceDeps } from '../../../api/src/modules/races/race-deps';

const MINUTE = 60_000;
export const RUNNERS_PER_RACE = 8;

/**
 * Two open races at Bengaluru on `day`, an hour apart from about now, never past the day's
 * end (India time). Returns their ids in race-number order.
 */
export async function addOpenRaces(deps: RaceDeps, day: string): Promise<string[]> {
  const { end } = indiaDayBounds(day);
  const now = deps.clock.now().getTime();
  const ids: string[] = [];
  for (const raceNumber of [1, 2]) {
    const startAt = new Date(
      Math.min(now + raceNumber * 60 * MINUTE, end.getTime() - (3 - raceNumber) * MINUTE),
    );
    const { id } = await createRace(deps, {
      venueCode: 'BLR',
      day,
      raceNumber,
      startAt,
      distanceMetres: 1200 + raceNumber * 200,
      name: `Journey Plate ${raceNumber}`,
      label: 'Class IV',
      runners: Array.from({ length: RUNNERS_PER_RACE }, (_, index) => ({
        horseNumber: index + 1,
        name: `Journey Runner ${raceNumber}-${index + 1}`,
        cageNumber: RUNNERS_PER_RACE - index,
        jockey: `Jockey ${index + 1}`,
        trainer: `Trainer ${index + 1}`,
        weightKg: 54 + index / 2,
        lastRuns: ['1', '3', '2'],
        prices: {
          WIN: index + 2,
          PLACE: (index + 2) / 4,
          SHP: (index + 2) / 2,
          THP: (index + 2) / 2,
        },
      })),
    });
    // Published an hour before the off, so the race opens even late in the India day.
    await publishRace(
      { ...deps, clock: { now: () => new Date(startAt.getTime() - 60 * MINUTE) } },
      id,
    );
    ids.push(id);
  }
  return ids;
}
