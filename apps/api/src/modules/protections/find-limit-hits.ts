import type { LimitHits } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Players whose slips were refused by a protection at least `atLeast` times since `since`. */
export async function findLimitHits(
  db: Executor,
  since: Date,
  atLeast: number,
): Promise<LimitHits> {
  const rows = await queryRows<{
    uid: string;
    email: string;
    name: string;
    refusals: number;
    last_at: string | Date;
  }>(
    db,
    sql`select p.id as uid, p.email, p.firstname || ' ' || p.lastname as name,
          count(*)::int as refusals, max(r.at) as last_at
        from protection_refusals r join players p on p.id = r.player_id
        where r.at >= ${since.toISOString()}::timestamptz
        group by p.id, p.email, p.firstname, p.lastname
        having count(*) >= ${atLeast}
        order by count(*) desc, max(r.at) desc
        limit 100`,
  );
  return {
    players: rows.map((row) => ({
      uid: row.uid,
      email: row.email,
      name: row.name,
      refusals: row.refusals,
      lastAt: new Date(row.last_at).toISOString(),
    })),
  };
}
