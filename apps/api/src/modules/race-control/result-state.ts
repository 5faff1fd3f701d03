import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';

/** The stewards look again at a provisional result: an enquiry, or an objection lodged. */
export type EnquiryState = 'ENQUIRY' | 'OBJECTION';

function assertNotOfficial(fixture: FixtureRow): void {
  if (fixture.resultState === 'OFFICIAL' || fixture.resultVoided)
    throw new AppError(
      'CONFLICT',
      `Race ${fixture.raceNumber}'s result is already official: declare the result again to correct it`,
    );
}

/** Puts a provisional result under a stewards' enquiry or an objection; no money moves. */
export function setResultEnquiry(
  deps: RaceDeps,
  fixtureId: string,
  state: EnquiryState,
): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['RESULT'],
    apply: async (_tx, fixture) => {
      assertNotOfficial(fixture);
      return { resultState: state };
    },
  });
}

/**
 * Weighed in: the result (as it stands, after any enquiry) is official and the race's bets
 * are settled. The settlement outbox is set in the same transaction.
 */
export function declareOfficial(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['RESULT'],
    settles: true,
    apply: async (_tx, fixture) => {
      assertNotOfficial(fixture);
      return { resultState: 'OFFICIAL' };
    },
  });
}
