import type { MarketType, SelectionPrice } from '@furlong/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { fromHundredths } from '../races/prices';
import { markets, participants, selections } from '../races/races.schema';
import { derivePrices, type DerivedMarket } from './derive-prices';

/** One of a race's prices as it stands, for a runner still in. */
export interface RacePrice {
  selectionId: string;
  horseNumber: number;
  market: MarketType;
  priceHundredths: number;
}

export interface ModelPrice {
  market: DerivedMarket;
  /** Null: the market's prices are typed by hand. */
  marginBp: number | null;
  horseNumber: number;
  selectionId: string;
  priceHundredths: number;
  overridden: boolean;
  /** What Harville gives from the Win prices; null where typed or the market does not pay. */
  modelHundredths: number | null;
}

/** Each Place, SHP and THP selection beside the price the model gives it, runners still in. */
export async function readModelPrices(tx: Executor, fixtureId: string): Promise<ModelPrice[]> {
  const rows = await tx
    .select({
      market: markets.type,
      marginBp: markets.derivedMarginBp,
      horseNumber: participants.horseNumber,
      selectionId: selections.id,
      priceHundredths: selections.priceHundredths,
      overridden: selections.priceOverridden,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(participants, eq(participants.id, selections.participantId))
    .where(and(eq(markets.fixtureId, fixtureId), isNull(participants.scratchedAt)))
    .orderBy(participants.horseNumber);
  const win = rows.filter((row) => row.market === 'WIN');
  const winPrices = win.map((row) => row.priceHundredths);
  const modelled: ModelPrice[] = [];
  for (const market of ['PLACE', 'SHP', 'THP'] as const) {
    const inMarket = rows.filter((row) => row.market === market);
    const marginBp = inMarket[0]?.marginBp ?? null;
    const model = marginBp === null ? undefined : derivePrices(market, winPrices, marginBp);
    for (const row of inMarket) {
      const index = win.findIndex((winRow) => winRow.horseNumber === row.horseNumber);
      modelled.push({
        market,
        marginBp,
        horseNumber: row.horseNumber,
        selectionId: row.selectionId,
        priceHundredths: row.priceHundredths,
        overridden: row.overridden,
        modelHundredths: model && index >= 0 ? model[index]! : null,
      });
    }
  }
  return modelled;
}

/**
 * Brings every derived, not overridden price of a race to what the model gives from its Win
 * prices now; returns the prices that moved. Runs inside the race's change.
 */
export async function rederivePrices(
  tx: Transaction,
  fixtureId: string,
): Promise<SelectionPrice[]> {
  const moved: SelectionPrice[] = [];
  for (const price of await readModelPrices(tx, fixtureId)) {
    if (price.overridden || price.modelHundredths === null) continue;
    if (price.modelHundredths === price.priceHundredths) continue;
    await tx
      .update(selections)
      .set({ priceHundredths: price.modelHundredths })
      .where(eq(selections.id, price.selectionId));
    moved.push({ selection: price.selectionId, price: fromHundredths(price.modelHundredths) });
  }
  return moved;
}
