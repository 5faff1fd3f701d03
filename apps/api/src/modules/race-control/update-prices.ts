import type { MarketType, SelectionPrice } from '@furlong/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import { fromHundredths, toHundredths } from '../races/prices';
import type { RaceDeps } from '../races/race-deps';
import { markets, participants, selections } from '../races/races.schema';

export interface PriceUpdate {
  horseNumber: number;
  market: MarketType;
  /** "To 1" odds, at most two decimals. */
  price: number;
}

/** Sets new prices on a race's selections in one change (one version, one announcement). */
export function updatePrices(
  deps: RaceDeps,
  fixtureId: string,
  updates: readonly PriceUpdate[],
): Promise<FixtureRow> {
  const moved = new Map<string, SelectionPrice>();
  let movedAt = new Date(0);
  return changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    priceMove: () => ({ prices: [...moved.values()], at: movedAt }),
    apply: async (tx, fixture, now) => {
      movedAt = now;
      const rows = await tx
        .select({
          selectionId: selections.id,
          horseNumber: participants.horseNumber,
          market: markets.type,
        })
        .from(selections)
        .innerJoin(markets, eq(markets.id, selections.marketId))
        .innerJoin(participants, eq(participants.id, selections.participantId))
        .where(and(eq(markets.fixtureId, fixture.id), isNull(participants.scratchedAt)));
      const selectionByKey = new Map(
        rows.map((row) => [`${row.market}:${row.horseNumber}`, row.selectionId]),
      );
      for (const update of updates) {
        const selectionId = selectionByKey.get(`${update.market}:${update.horseNumber}`);
        if (!selectionId) {
          throw new AppError(
            'VALIDATION_FAILED',
            `Horse ${update.horseNumber} has no ${update.market} price to update`,
          );
        }
        const hundredths = toHundredths(update.price);
        if (hundredths <= 0 || Math.abs(hundredths - update.price * 100) > 1e-6) {
          throw new AppError('VALIDATION_FAILED', 'Prices are positive with at most two decimals');
        }
        await tx
          .update(selections)
          .set({ priceHundredths: hundredths })
          .where(eq(selections.id, selectionId));
        moved.set(selectionId, { selection: selectionId, price: fromHundredths(hundredths) });
      }
    },
  });
}
