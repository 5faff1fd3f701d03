import { assertBeforeOff, changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { setMarketsStatus } from './set-markets-status';

/** Opens a race for betting (NEW → PUBLISHED); only before its start time. */
export function publishRace(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['NEW'],
    apply: async (tx, fixture, now) => {
      assertBeforeOff(fixture, now);
      await setMarketsStatus(tx, fixture.id, 'OPEN');
      return { status: 'PUBLISHED' };
    },
  });
}
