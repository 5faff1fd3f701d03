import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';

/** Closes the race's book for good (PAID → COMPLETE). */
export function completeRace(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['PAID'],
    apply: async () => ({ status: 'COMPLETE' }),
  });
}
