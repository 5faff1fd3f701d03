import type { MarketType, MoveFieldBody, SelectionPrice } from '@furlong/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import { fromHundredths, toHundredths } from '../races/prices';
import type { RaceDeps } from '../races/race-deps';
import { markets, participants, selections } from '../races/races.schema';
import { moveField } from '../trading/move-field';
import { rederivePrices, type RacePrice } from '../trading/rederive-prices';

export interface PriceUpdate {
  horseNumber: number;
  market: MarketType;
  /** "To 1" odds, at most two decimals. */
  price: number;
}

/** The updates to make, worked out from the race's prices as they stand under its lock. */
export type PricePlan = readonly PriceUpdate[] | ((current: readonly RacePrice[]) => PriceUpdate[]);

/**
 * Sets new prices on a race's selections in one change (one version, one announcement): the
 * one way a price changes (the trader's prices, moving the field, the feeds). A price set by hand
 * in a derived market overrides the model; the derived markets then follow the Win prices
 * (decision 073).
 */
export function updatePrices(
  deps: RaceDeps,
  fixtureId: string,
  plan: PricePlan,
): Promise<FixtureRow> {
  const moved = new Map<string, SelectionPrice>();
  let movedAt = new Date(0);
  return changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    priceMove: () => ({ prices: [...moved.values()], at: movedAt }),
    apply: async (tx, fixture, now) => {
      movedAt = now;
      const current = await tx
        .select({
          selectionId: selections.id,
          horseNumber: participants.horseNumber,
          market: markets.type,
          priceHundredths: selections.priceHundredths,
          isDerived: markets.derivedMarginBp,
        })
        .from(selections)
        .innerJoin(markets, eq(markets.id, selections.marketId))
        .innerJoin(participants, eq(participants.id, selections.participantId))
        .where(and(eq(markets.fixtureId, fixture.id), isNull(participants.scratchedAt)));
      const byKey = new Map(current.map((row) => [`${row.market}:${row.horseNumber}`, row]));
      const updates =
        typeof plan === 'function'
          ? plan(current.map((row) => ({ ...row, market: row.market as MarketType })))
          : plan;
      for (const update of updates) {
        const row = byKey.get(`${update.market}:${update.horseNumber}`);
        if (!row) {
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
          .set({
            priceHundredths: hundredths,
            ...(row.isDerived !== null ? { priceOverridden: true } : {}),
          })
          .where(eq(selections.id, row.selectionId));
        moved.set(row.selectionId, {
          selection: row.selectionId,
          price: fromHundredths(hundredths),
        });
      }
      for (const derived of await rederivePrices(tx, fixture.id)) {
        moved.set(derived.selection, derived);
      }
    },
  });
}

/**
 * Moves the field (decision 073) through the one price change: every price of a market, or one
 * runner with the rest re-balanced, worked out from the prices under the race's lock.
 */
export function moveFieldPrices(
  deps: RaceDeps,
  fixtureId: string,
  move: MoveFieldBody,
): Promise<FixtureRow> {
  return updatePrices(deps, fixtureId, (current) => {
    const inMarket = current.filter((price) => price.market === move.market);
    return moveField(inMarket, move.percent, move.horseNo).map((price) => ({
      horseNumber: price.horseNumber,
      market: move.market,
      price: fromHundredths(price.priceHundredths),
    }));
  });
}
