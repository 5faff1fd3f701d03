import { DERIVED_MARKET_TYPES, type PriceModel } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fromHundredths } from '../races/prices';
import { readModelPrices } from './rederive-prices';

/** The race's Place, SHP and THP prices beside what the model gives, and which are overridden. */
export async function getPriceModel(db: Executor, fixtureId: string): Promise<PriceModel> {
  const [race] = await queryRows<{ win_book: number | null }>(
    db,
    sql`select (select sum(100.0 / (s.price_hundredths + 100))::float8
          from selections s
          join markets m on m.id = s.market_id and m.type = 'WIN'
          join participants p on p.id = s.participant_id and p.scratched_at is null
          where m.fixture_id = f.id) as win_book
        from fixtures f where f.id = ${fixtureId}::uuid`,
  );
  if (!race) throw notFound('Race');
  const prices = await readModelPrices(db, fixtureId);
  return {
    winBookPercent: Math.round((race.win_book ?? 0) * 10_000) / 100,
    markets: DERIVED_MARKET_TYPES.map((market) => {
      const inMarket = prices.filter((price) => price.market === market);
      const marginBp = inMarket[0]?.marginBp ?? null;
      return {
        market,
        marginPercent: marginBp === null ? null : marginBp / 100,
        runners: inMarket.map((price) => ({
          horseNo: price.horseNumber,
          price: fromHundredths(price.priceHundredths),
          modelPrice: price.modelHundredths === null ? null : fromHundredths(price.modelHundredths),
          overridden: price.overridden,
        })),
      };
    }),
  };
}
