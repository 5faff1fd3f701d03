import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import { pushScratching } from './push-scratching';
import type { RaceDeps } from '../races/race-deps';
import { markets, participants, selections } from '../races/races.schema';

/**
 * Scratches a runner. Its WIN price at this moment is kept, because it sets the deduction
 * applied to winning bets struck before the scratch (the Rule 4 deduction).
 */
export function scratchRunner(
  deps: RaceDeps,
  fixtureId: string,
  horseNumber: number,
): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    settles: true,
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    apply: async (tx, fixture, now) => {
      const [runner] = await tx
        .select()
        .from(participants)
        .where(
          and(eq(participants.fixtureId, fixture.id), eq(participants.horseNumber, horseNumber)),
        );
      if (!runner) throw new AppError('NOT_FOUND', `Horse ${horseNumber} is not in this race`);
      if (runner.scratchedAt)
        throw new AppError('CONFLICT', `Horse ${horseNumber} is already scratched`);
      const [winSelection] = await tx
        .select({ priceHundredths: selections.priceHundredths })
        .from(selections)
        .innerJoin(markets, eq(markets.id, selections.marketId))
        .where(
          and(
            eq(markets.fixtureId, fixture.id),
            eq(markets.type, 'WIN'),
            eq(selections.participantId, runner.id),
          ),
        );
      await tx
        .update(participants)
        .set({ scratchedAt: now, scratchedPriceHundredths: winSelection?.priceHundredths ?? null })
        .where(eq(participants.id, runner.id));
      await tx
        .update(selections)
        .set({ status: 'CLOSED' })
        .where(eq(selections.participantId, runner.id));
      await pushScratching(tx, fixture.id, runner.id);
    },
  });
}
