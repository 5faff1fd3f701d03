import { assertBeforeOff, changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { setMarketsStatus } from './set-markets-status';

/** Reopens a suspended race (SUSPENDED → PUBLISHED); never after the off. */
export function reopenRace(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['SUSPENDED'],
    apply: async (tx, fixture, now) => {
      assertBeforeOff(fixture, now);
      await setMarketsStatus(tx, fixture.id, 'OPEN');
      return { status: 'PUBLISHED' };
    },
  });
}
