import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { setMarketsStatus } from './set-markets-status';

/** Closes betting on a race (at the off, or by the operator); its markets are suspended. */
export function suspendRace(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    settles: true,
    from: ['NEW', 'PUBLISHED'],
    apply: async (tx, fixture) => {
      await setMarketsStatus(tx, fixture.id, 'SUSPENDED');
      return { status: 'SUSPENDED' };
    },
  });
}
