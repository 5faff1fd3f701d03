import { eq } from 'drizzle-orm';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockScratchedRunner } from './lock-scratched-runner';
import { changeFixture } from './change-fixture';
import { toHundredths } from '../races/prices';
import type { RaceDeps } from '../races/race-deps';
import { participants } from '../races/races.schema';

/**
 * Replaces the price a scratched runner's Rule 4 deduction is read from (its WIN price when
 * scratched), with a reason, before the result: settlement reads the runner's price then.
 * The old and new prices and the reason are audited.
 */
export async function overrideDeductionPrice(
  deps: RaceDeps,
  actor: OperatorActor,
  fixtureId: string,
  horseNo: number,
  body: { price: number; reason: string },
): Promise<void> {
  await changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    apply: async (tx, fixture) => {
      const runner = await lockScratchedRunner(tx, fixture.id, horseNo);
      const priceHundredths = toHundredths(body.price);
      await tx
        .update(participants)
        .set({ scratchedPriceHundredths: priceHundredths })
        .where(eq(participants.id, runner.id));
      await auditOperator(tx, actor, 'race.override-deduction-price', fixture.id, {
        horseNo,
        fromPriceHundredths: runner.scratchedPriceHundredths,
        toPriceHundredths: priceHundredths,
        reason: body.reason,
      });
    },
  });
}
