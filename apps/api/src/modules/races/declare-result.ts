import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from './race-deps';
import { fixtureResults, participants } from './races.schema';
import { setMarketsStatus } from './set-markets-status';
import { checkStandings, type StandingInput } from './standings';

export interface ResultInput {
  standings: StandingInput[];
}

/**
 * Declares (or corrects) a race's result: places 1 to 3, dead heats allowed. Only after the
 * race is suspended, and never before its off time (an operator may suspend early, but no
 * horse has run yet); a correction replaces the earlier standings.
 */
export function declareResult(
  deps: RaceDeps,
  fixtureId: string,
  input: ResultInput,
): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    from: ['SUSPENDED', 'RESULT'],
    apply: async (tx, fixture) => {
      if (deps.clock.now().getTime() < fixture.startAt.getTime())
        throw new AppError(
          'RESULT_BEFORE_OFF',
          `Race ${fixture.raceNumber} has not started yet: a result can be declared after the off.`,
        );
      const runners = await tx
        .select({ id: participants.id, horseNumber: participants.horseNumber })
        .from(participants)
        .where(and(eq(participants.fixtureId, fixture.id), isNull(participants.withdrawnAt)));
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
      return { status: 'RESULT', resultVoided: false };
    },
  });
}
