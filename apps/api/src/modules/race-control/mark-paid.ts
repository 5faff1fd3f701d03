import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';

/** Dividends paid (RESULT → PAID), once the result is official. */
export function markPaid(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['RESULT'],
    apply: async (_tx, fixture) => {
      if (fixture.resultState !== 'OFFICIAL')
        throw new AppError(
          'CONFLICT',
          `Race ${fixture.raceNumber}'s result is not official yet: declare it official first`,
        );
      return { status: 'PAID' };
    },
  });
}
