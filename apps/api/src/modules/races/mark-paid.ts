import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from './race-deps';

/** Dividends paid (RESULT → PAID). */
export function markPaid(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['RESULT'],
    apply: async () => ({ status: 'PAID' }),
  });
}
