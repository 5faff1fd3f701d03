import type { MarketType, RunnerBody } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { toRunnerInput } from '../race-admin/to-runner-input';
import { changeFixture } from './change-fixture';
import { toHundredths } from '../races/prices';
import type { RaceDeps } from '../races/race-deps';
import { markets, participants, selections } from '../races/races.schema';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';

/** Adds a runner, priced in all four markets, to a race not yet off (NEW or PUBLISHED). */
export async function addRunner(
  deps: RaceDeps,
  actor: OperatorActor,
  fixtureId: string,
  runner: RunnerBody,
): Promise<void> {
  await changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED'],
    apply: async (tx, fixture) => {
      const [taken] = await tx
        .select({ id: participants.id })
        .from(participants)
        .where(
          and(eq(participants.fixtureId, fixture.id), eq(participants.horseNumber, runner.horseNo)),
        );
      if (taken) throw new AppError('CONFLICT', `Horse ${runner.horseNo} is already in this race`);
      const [added] = await tx
        .insert(participants)
        .values({ fixtureId: fixture.id, ...runnerFields(runner) })
        .returning({ id: participants.id });
      const raceMarkets = await tx.select().from(markets).where(eq(markets.fixtureId, fixture.id));
      if (!added || raceMarkets.length === 0)
        throw new AppError('CONFLICT', 'This race has no markets to add a runner to');
      // The new selection follows its market: open on a published race, closed when the market is.
      await tx.insert(selections).values(
        raceMarkets.map((market) => ({
          marketId: market.id,
          participantId: added.id,
          priceHundredths: toHundredths(runner.prices[market.type as MarketType]),
          status: market.status,
        })),
      );
    },
  });
  await auditOperator(deps.db, actor, 'race.runner.add', fixtureId, {
    horseNo: runner.horseNo,
    name: runner.name,
    prices: runner.prices,
  });
}

/** The runner's own fields, as the race module stores them (its prices go to the markets). */
function runnerFields(runner: RunnerBody) {
  const { prices: _prices, ...fields } = toRunnerInput(runner);
  return fields;
}
