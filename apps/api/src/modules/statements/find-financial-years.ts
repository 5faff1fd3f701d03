import { financialYearOf } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The financial years in which the player placed a bet (a single, a multiple, a tote or
 * multi-race ticket), newest first. */
export async function findFinancialYears(db: Executor, playerId: string): Promise<string[]> {
  const rows = await queryRows<{ first: Date | string | null; last: Date | string | null }>(
    db,
    sql`SELECT min(placed_at) AS first, max(placed_at) AS last FROM (
          SELECT placed_at FROM bets WHERE player_id = ${playerId}::uuid
          UNION ALL
          SELECT placed_at FROM multiple_bets WHERE player_id = ${playerId}::uuid
          UNION ALL
          SELECT placed_at FROM tote_tickets WHERE player_id = ${playerId}::uuid
          UNION ALL
          SELECT placed_at FROM multi_race_tickets WHERE player_id = ${playerId}::uuid
        ) AS placed`,
  );
  const { first, last } = rows[0] ?? { first: null, last: null };
  if (first === null || last === null) return [];
  const years: string[] = [];
  const end = Number(financialYearOf(new Date(last)).slice(0, 4));
  for (let year = Number(financialYearOf(new Date(first)).slice(0, 4)); year <= end; year += 1)
    years.push(`${year}-${String((year + 1) % 100).padStart(2, '0')}`);
  return years.reverse();
}
