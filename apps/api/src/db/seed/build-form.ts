import { addDays } from '@furlong/contract';
import type { RunnerInput } from '../../modules/races/create-race';
import type { FormRunInput } from '../../modules/races/insert-form-runs';
import { VENUES } from '../../modules/reference/reference-data';
import { snapToLadder } from './odds-ladder';
import type { SeededRandom } from './seeded-random';
import type { PeoplePool } from './word-lists';

const GOINGS = ['Good', 'Good', 'Good to Firm', 'Good to Soft', 'Yielding', 'Soft'];
const QUARTER = 0.25;

export interface FormContext {
  day: string;
  venueCode: string;
  countryCode: string;
  distanceMetres: number;
  people: PeoplePool;
}

const toQuarters = (lengths: number) => Math.max(QUARTER, Math.round(lengths / QUARTER) * QUARTER);

/**
 * A plausible record behind a runner's "last runs" figures, one run per figure, newest first:
 * the figure is the finishing position (0 is tenth or worse); runs weeks apart, mostly in the
 * same country and near today's trip, often with today's jockey.
 */
export function buildForm(
  random: SeededRandom,
  runner: RunnerInput,
  context: FormContext,
): FormRunInput[] {
  const homeVenues = VENUES.filter((venue) => venue.country === context.countryCode);
  let runOn = context.day;
  return (runner.lastRuns ?? []).map((figure, index) => {
    runOn = addDays(runOn, -random.int(index === 0 ? 7 : 14, index === 0 ? 45 : 60));
    const unplaced = figure === '0';
    const fieldSize = unplaced ? random.int(10, 16) : random.int(Math.max(Number(figure), 6), 14);
    const position = unplaced ? random.int(10, fieldSize) : Number(figure);
    const jockey = random.chance(0.6)
      ? (runner.jockey ?? 'A. Rider')
      : `${random.pick(context.people.firstNames).charAt(0)}. ${random.pick(context.people.surnames)}`;
    return {
      runOn,
      venueCode: random.chance(0.55) ? context.venueCode : random.pick(homeVenues).code,
      distanceMetres: Math.max(1000, context.distanceMetres + random.int(-2, 2) * 200),
      going: random.pick(GOINGS),
      position,
      fieldSize,
      jockey,
      weightKg: Math.min(62, Math.max(48, (runner.weightKg ?? 55) + random.int(-4, 4) * 0.5)),
      marginLengths:
        position === 1
          ? random.int(1, 16) * QUARTER
          : toQuarters((position - 1) * (0.5 + random.next() * 1.5)),
      startingPrice:
        position === 1
          ? snapToLadder(0.5 + random.next() * 6, 0.5, 40)
          : snapToLadder(1 + position * (0.8 + random.next() * 2), 0.5, 40),
    };
  });
}
