import { AppError } from '../../app-error';

export interface StandingInput {
  place: number;
  horseNumber: number;
}

/**
 * Checks a finishing order for places 1 to 3 with dead heats. Places follow competition
 * ranking: runners dead-heating for 1st are both 1st and the next runner is 3rd (1, 1, 3);
 * a dead heat for 2nd gives 1, 2, 2. Enough runners must be placed to fill the paying
 * positions the field allows (3, or fewer in a smaller field).
 */
export function checkStandings(
  standings: readonly StandingInput[],
  runnerNumbers: readonly number[],
): void {
  const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);
  const horses = new Set<number>();
  for (const standing of standings) {
    if (!Number.isInteger(standing.place) || standing.place < 1 || standing.place > 3) {
      throw invalid('Places run from 1 to 3');
    }
    if (!runnerNumbers.includes(standing.horseNumber)) {
      throw invalid(`Horse ${standing.horseNumber} is not a runner in this race`);
    }
    if (horses.has(standing.horseNumber))
      throw invalid(`Horse ${standing.horseNumber} is placed twice`);
    horses.add(standing.horseNumber);
  }
  for (const standing of standings) {
    const ahead = standings.filter((other) => other.place < standing.place).length;
    if (standing.place !== ahead + 1) {
      throw invalid(`Place ${standing.place} does not follow the places above it`);
    }
  }
  if (standings.length < Math.min(3, runnerNumbers.length)) {
    throw invalid(`A result needs the first ${Math.min(3, runnerNumbers.length)} places`);
  }
}
