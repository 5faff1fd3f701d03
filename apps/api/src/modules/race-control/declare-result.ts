import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { fixtureResults, participants } from '../races/races.schema';
import { setMarketsStatus } from './set-markets-status';
import { checkStandings, type StandingInput } from '../races/standings';

export interface ResultInput {
  standings: StandingInput[];
  /** Declared official at once (weighed in) rather than provisional. */
  official?: boolean;
}

/**
 * Declares (or amends, or corrects) a race's result: places 1 to 3, dead heats allowed. Only
 * after the race is suspended, and never before its off time (an operator may suspend early,
 * but no horse has run yet). A result is PROVISIONAL until declared official, and amending it
 * then moves no money; once OFFICIAL (or void) a new result is a correction, settled at once
 * (the earlier settlement reversed, any shortfall owed by the player). Either way the new
 * standings replace the earlier ones.
 */
export function declareResult(
  deps: RaceDeps,
  fixtureId: string,
  input: ResultInput,
): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['SUSPENDED', 'RESULT'],
    apply: async (tx, fixture, now) => {
      if (deps.clock.now().getTime() < fixture.startAt.getTime())
        throw new AppError(
          'RESULT_BEFORE_OFF',
          `Race ${fixture.raceNumber} has not started yet: a result can be declared after the off.`,
        );
      const runners = await tx
        .select({ id: participants.id, horseNumber: participants.horseNumber })
        .from(participants)
        .where(and(eq(participants.fixtureId, fixture.id), isNull(participants.scratchedAt)));
      checkStandings(
        input.standings,
        runners.map((runner) => runner.horseNumber),
      );
      const idByNumber = new Map(runners.map((runner) => [runner.horseNumber, runner.id]));
      await tx.delete(fixtureResults).where(eq(fixtureResults.fixtureId, fixture.id));
      await tx.insert(fixtureResults).values(
        input.standings.map((standing) => ({
          fixtureId: fixture.id,
          participantId: idByNumber.get(standing.horseNumber) as string,
          place: standing.place,
        })),
      );
      await setMarketsStatus(tx, fixture.id, 'CLOSED');
      const official = input.official === true || fixture.resultState === 'OFFICIAL';
      return {
        status: 'RESULT',
        resultVoided: false,
        resultState: official ? 'OFFICIAL' : 'PROVISIONAL',
        ...(official ? { settlementRequestedAt: now } : {}),
      };
    },
  });
}
