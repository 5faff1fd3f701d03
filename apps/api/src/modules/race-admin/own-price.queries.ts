import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** What a held bet was struck at: its race, runner, market and price. */
export interface StruckPrice {
  fixtureId: string;
  selectionId: string;
  horseNumber: number;
  market: string;
  priceHundredths: number;
}

/**
 * Whether this operator set the price a bet was struck at (decision 046), read from the audit
 * of the verbs that set prices: `race.prices` (each price moved), `race.runner.add` (a new
 * runner's prices) and `race.create` (every opening price: the selection's first recorded one).
 */
export async function hasSetPriceOf(
  db: Executor,
  operatorId: string,
  struck: StruckPrice,
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (
      select 1 from audit_log entry
      where entry.subject_id = ${struck.fixtureId}::uuid
        and entry.actor_type = 'operator'
        and entry.actor_id = ${operatorId}::uuid
        and entry.action in ('race.prices', 'race.runner.add', 'race.create')
        and case entry.action
          when 'race.prices' then exists (
            select 1 from jsonb_array_elements(entry.details -> 'prices') moved
            where (moved ->> 'horseNo')::int = ${struck.horseNumber}::int
              and moved ->> 'market' = ${struck.market}::text
              and round((moved ->> 'price')::numeric * 100) = ${struck.priceHundredths}::int)
          when 'race.runner.add' then
            (entry.details ->> 'horseNo')::int = ${struck.horseNumber}::int
            and round((entry.details -> 'prices' ->> ${struck.market}::text)::numeric * 100)
              = ${struck.priceHundredths}::int
          else (
            select opening.price_hundredths from price_changes opening
            where opening.selection_id = ${struck.selectionId}::uuid
            order by opening.id limit 1) = ${struck.priceHundredths}::int
        end
    ) as found`,
  );
  return row?.found === true;
}
