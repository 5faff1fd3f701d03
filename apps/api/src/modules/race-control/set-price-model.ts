import type { SelectionPrice, SetPriceModelBody } from '@furlong/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { changeFixture } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { markets, participants, selections } from '../races/races.schema';
import { rederivePrices } from '../trading/rederive-prices';

/**
 * Derives a market from the Win prices with a margin (or types it again), or clears overrides
 * so those prices follow the model again; in one change of the race, audited (decision 073).
 */
export async function setPriceModel(
  deps: RaceDeps,
  actor: OperatorActor,
  fixtureId: string,
  body: SetPriceModelBody,
): Promise<void> {
  let moved: SelectionPrice[] = [];
  let movedAt = new Date(0);
  const race = await changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    priceMove: () => ({ prices: moved, at: movedAt }),
    apply: async (tx, fixture, now) => {
      movedAt = now;
      for (const { market, marginPercent } of body.margins ?? []) {
        const [row] = await tx
          .update(markets)
          .set({ derivedMarginBp: marginPercent === null ? null : Math.round(marginPercent * 100) })
          .where(and(eq(markets.fixtureId, fixture.id), eq(markets.type, market)))
          .returning({ id: markets.id });
        if (!row) throw new AppError('VALIDATION_FAILED', `This race has no ${market} market`);
        // A market whose prices are typed again has no overrides: every price there is by hand.
        if (marginPercent === null) {
          await tx
            .update(selections)
            .set({ priceOverridden: false })
            .where(eq(selections.marketId, row.id));
        }
      }
      for (const { market, horseNo } of body.clearOverrides ?? []) {
        const cleared = await tx
          .update(selections)
          .set({ priceOverridden: false })
          .where(
            and(
              inArray(
                selections.marketId,
                tx
                  .select({ id: markets.id })
                  .from(markets)
                  .where(and(eq(markets.fixtureId, fixture.id), eq(markets.type, market))),
              ),
              inArray(
                selections.participantId,
                tx
                  .select({ id: participants.id })
                  .from(participants)
                  .where(
                    and(
                      eq(participants.fixtureId, fixture.id),
                      eq(participants.horseNumber, horseNo),
                    ),
                  ),
              ),
            ),
          )
          .returning({ id: selections.id });
        if (cleared.length === 0) {
          throw new AppError('VALIDATION_FAILED', `Horse ${horseNo} has no ${market} price`);
        }
      }
      moved = await rederivePrices(tx, fixture.id);
    },
  });
  await auditOperator(deps.db, actor, 'race.price-model', fixtureId, {
    ...body,
    status: race.status,
    version: race.version,
  });
}
