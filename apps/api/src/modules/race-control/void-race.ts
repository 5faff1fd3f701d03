import { eq } from 'drizzle-orm';
import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { fixtureResults } from '../races/races.schema';
import { setMarketsStatus } from './set-markets-status';

/** Voids a race: its result shows CANCELLED, official at once, and every bet is refunded. */
export function voidRace(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    settles: true,
    from: ['NEW', 'PUBLISHED', 'SUSPENDED', 'RESULT'],
    apply: async (tx, fixture) => {
      await tx.delete(fixtureResults).where(eq(fixtureResults.fixtureId, fixture.id));
      await setMarketsStatus(tx, fixture.id, 'CLOSED');
      return { status: 'RESULT', resultVoided: true, resultState: 'OFFICIAL' };
    },
  });
}
