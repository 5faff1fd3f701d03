import { paiseToRupees, type ToteTicket, type TotePool } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { PoolOutcome } from './pool-dividends';

interface TicketRow {
  id: string;
  ticket_number: string;
  placed_at: string | Date;
  fixture_id: string;
  venue_name: string | null;
  race_number: number;
  pool: TotePool;
  selections: number[][];
  box: boolean;
  units: number;
  combinations: string[];
  pool_paise: string | number;
  cgst_paise: string | number;
  sgst_paise: string | number;
  status: ToteTicket['status'];
  total_win_paise: string | number | null;
  tds_paise: string | number | null;
  payout_paise: string | number | null;
  outcome: PoolOutcome | null;
}

const rupeesOrNull = (paise: string | number | null) =>
  paise === null ? null : paiseToRupees(Number(paise));

/**
 * The player's tote tickets, newest first: combinations, units, cost, status and, once the
 * pool is worked out, the ticket's winning combinations with their dividends per ₹10 unit.
 */
export async function listToteTickets(
  db: Executor,
  playerId: string,
  limit: number,
): Promise<ToteTicket[]> {
  const rows = await queryRows<TicketRow>(
    db,
    sql`select t.id, t.ticket_number, t.placed_at, t.fixture_id, v.name as venue_name, f.race_number,
        t.pool, t.selections, t.box, t.units, t.combinations, t.pool_paise, t.cgst_paise, t.sgst_paise,
        t.status, t.total_win_paise, t.tds_paise, t.payout_paise,
        case when p.status = 'FINAL' then p.outcome end as outcome
      from tote_tickets t
      join fixtures f on f.id = t.fixture_id
      left join meetings m on m.id = f.meeting_id
      left join venues v on v.code = m.venue_code
      left join tote_pools p on p.fixture_id = t.fixture_id and p.pool = t.pool
      where t.player_id = ${playerId}::uuid
      order by t.placed_at desc, t.ticket_number desc
      limit ${limit}`,
  );
  return rows.map((row) => {
    const covered = new Set(row.combinations);
    const cost = Number(row.pool_paise) + Number(row.cgst_paise) + Number(row.sgst_paise);
    return {
      uid: row.id,
      ticketNumber: row.ticket_number,
      timestamp: new Date(row.placed_at).toISOString(),
      sportFixture: row.fixture_id,
      venueName: row.venue_name ?? '',
      raceNumber: row.race_number,
      pool: row.pool,
      selections: row.selections,
      box: row.box,
      units: row.units,
      combinations: row.combinations.length,
      totalBetAmount: paiseToRupees(cost),
      gst: paiseToRupees(Number(row.cgst_paise) + Number(row.sgst_paise)),
      status: row.status,
      totalWinAmount: rupeesOrNull(row.total_win_paise),
      tdsAmount: rupeesOrNull(row.tds_paise),
      payoutAmount: rupeesOrNull(row.payout_paise),
      winningCombinations: (row.outcome?.dividends ?? [])
        .filter((dividend) => covered.has(dividend.combination.join('-')))
        .map((dividend) => ({
          combination: dividend.combination,
          dividend: paiseToRupees(dividend.dividendPaise),
        })),
    };
  });
}
