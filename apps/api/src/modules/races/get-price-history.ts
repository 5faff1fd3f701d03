import type { PriceHistory } from '@furlong/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fromHundredths } from './prices';
import { fixtures, markets, priceChanges, selections } from './races.schema';

/** Every price of every selection of a race, oldest first; undefined when the race does not exist. */
export async function getPriceHistory(
  db: Executor,
  fixtureId: string,
): Promise<PriceHistory | undefined> {
  const [race] = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId));
  if (!race) return undefined;
  const rows = await db
    .select({
      selectionId: priceChanges.selectionId,
      priceHundredths: priceChanges.priceHundredths,
      changedAt: priceChanges.changedAt,
    })
    .from(priceChanges)
    .innerJoin(selections, eq(selections.id, priceChanges.selectionId))
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .where(eq(markets.fixtureId, fixtureId))
    .orderBy(asc(priceChanges.id));
  const history: PriceHistory = {};
  for (const row of rows) {
    (history[row.selectionId] ??= []).push({
      at: row.changedAt.toISOString(),
      price: fromHundredths(row.priceHundredths),
    });
  }
  return history;
}
