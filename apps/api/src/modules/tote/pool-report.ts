import {
  paiseToRupees,
  TOTE_POOLS,
  type PoolReport,
  type PoolReportLine,
  type PoolReportQuery,
  type PoolResult,
  type PoolStatus,
  type TotePool,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { PoolOutcome } from './pool-dividends';

/**
 * What the tote's pools did (docs/rules.md "Tote settlement"): the results page's dividends,
 * carry-forwards and refunds per pool, and the console's pool report. Read from each pool's
 * stored outcome (worked out when the result was official) and its tickets.
 */

const poolOrder = (pool: string) => TOTE_POOLS.indexOf(pool as TotePool);

/** The worked-out pools of these races, in TOTE_POOLS order, by race. */
export async function listPoolResults(
  db: Executor,
  fixtureIds: readonly string[],
): Promise<Map<string, PoolResult[]>> {
  const byRace = new Map<string, PoolResult[]>();
  if (fixtureIds.length === 0) return byRace;
  const rows = await queryRows<{
    fixture_id: string;
    pool: TotePool;
    status: PoolStatus;
    carry_in_paise: string;
    outcome: PoolOutcome;
  }>(
    db,
    sql`select fixture_id, pool, status, carry_in_paise::text, outcome from tote_pools
      where fixture_id = any(${`{${fixtureIds.join(',')}}`}::uuid[]) and outcome is not null`,
  );
  for (const row of rows.sort((a, b) => poolOrder(a.pool) - poolOrder(b.pool))) {
    const outcome = row.outcome;
    byRace.set(row.fixture_id, [
      ...(byRace.get(row.fixture_id) ?? []),
      {
        pool: row.pool,
        status: row.status,
        dividends: outcome.dividends.map((item) => ({
          combination: item.combination,
          dividend: paiseToRupees(item.dividendPaise),
        })),
        carryIn: paiseToRupees(Number(row.carry_in_paise)),
        carryForward: paiseToRupees(outcome.carryOutPaise),
        refunds: paiseToRupees(outcome.refundPaise),
      },
    ]);
  }
  return byRace;
}

interface ReportRow {
  fixture_id: string;
  venue_name: string;
  race_number: number;
  race_name: string;
  pool: TotePool;
  status: PoolStatus;
  gross_paise: string;
  carry_in_paise: string;
  outcome: PoolOutcome | null;
  tickets: number;
  gst_paise: string;
  refunded_paise: string;
  won_paise: string;
}

/**
 * The pool report of an India-time race day (its meetings' day), or of one race: per race and
 * pool, and each pool over the day. Pools not yet worked out show their turnover and GST only.
 */
export async function getPoolReport(db: Executor, query: PoolReportQuery): Promise<PoolReport> {
  const rows = await queryRows<ReportRow>(
    db,
    sql`
      select p.fixture_id, v.name as venue_name, f.race_number, f.name as race_name, p.pool,
        p.status, p.gross_paise::text, p.carry_in_paise::text, p.outcome,
        coalesce(t.tickets, 0)::int as tickets, coalesce(t.gst, 0)::text as gst_paise,
        coalesce(t.refunded, 0)::text as refunded_paise, coalesce(t.won, 0)::text as won_paise
      from tote_pools p
      join fixtures f on f.id = p.fixture_id
      join meetings m on m.id = f.meeting_id
      join venues v on v.code = m.venue_code
      left join (
        select fixture_id, pool, count(*) as tickets, sum(cgst_paise + sgst_paise) as gst,
          sum(coalesce(refund_paise, 0)) as refunded, sum(coalesce(total_win_paise, 0)) as won
        from tote_tickets group by fixture_id, pool
      ) t on t.fixture_id = p.fixture_id and t.pool = p.pool
      where m.day = ${query.day}::date
        and (${query.race ?? null}::uuid is null or p.fixture_id = ${query.race ?? null}::uuid)
      order by v.name, f.race_number`,
  );
  const races = new Map<string, PoolReport['races'][number]>();
  const totals = new Map<TotePool, Omit<PoolReportLine, 'status'>>();
  for (const row of rows.sort(
    (a, b) =>
      a.venue_name.localeCompare(b.venue_name) ||
      a.race_number - b.race_number ||
      poolOrder(a.pool) - poolOrder(b.pool),
  )) {
    const line = reportLine(row);
    const race = races.get(row.fixture_id) ?? {
      uid: row.fixture_id,
      venueName: row.venue_name,
      raceNumber: row.race_number,
      name: row.race_name,
      pools: [],
    };
    race.pools.push(line);
    races.set(row.fixture_id, race);
    const { status: _status, ...figures } = line;
    const sum = totals.get(row.pool);
    totals.set(row.pool, sum ? addLines(sum, figures) : figures);
  }
  for (const cost of await bestOfToteCosts(db, [...races.keys()])) {
    const race = races.get(cost.fixture_id);
    if (race)
      race.bestOfTote = {
        on: cost.on,
        bets: cost.bets,
        paidTote: cost.paid_tote,
        extraPaid: paiseToRupees(Number(cost.extra_paise)),
      };
  }
  return {
    day: query.day,
    races: [...races.values()],
    totals: [...totals.values()].sort((a, b) => poolOrder(a.pool) - poolOrder(b.pool)),
  };
}

/**
 * Best of price and tote (decision 066): per race where it is on or held for a bet, the bets
 * it held for, those paid at the tote's price, and the extra paid over their struck prices.
 */
async function bestOfToteCosts(db: Executor, fixtureIds: readonly string[]) {
  if (fixtureIds.length === 0) return [];
  return queryRows<{
    fixture_id: string;
    on: boolean;
    bets: number;
    paid_tote: number;
    extra_paise: string;
  }>(
    db,
    sql`
      select f.id as fixture_id, f.best_of_tote as on, count(b.id)::int as bets,
        (count(*) filter (where b.paid_price_source = 'TOTE'))::int as paid_tote,
        coalesce(sum(b.best_of_tote_extra_paise), 0)::text as extra_paise
      from fixtures f
      left join bets b on b.fixture_id = f.id and b.best_of_tote
      where f.id = any(${`{${fixtureIds.join(',')}}`}::uuid[])
      group by f.id, f.best_of_tote
      having f.best_of_tote or count(b.id) > 0`,
  );
}

function reportLine(row: ReportRow): PoolReportLine {
  const outcome = row.outcome;
  const refundPool = outcome?.refundPaise ?? 0;
  // A ticket's refund holds its units and their GST: the GST part is what is not pool money.
  const refundGst = Number(row.refunded_paise) - refundPool;
  return {
    pool: row.pool,
    status: row.status,
    turnover: paiseToRupees(Number(row.gross_paise)),
    commission: paiseToRupees(outcome?.commissionPaise ?? 0),
    gst: paiseToRupees(Number(row.gst_paise) - Math.max(0, refundGst)),
    breakage: paiseToRupees(outcome?.breakagePaise ?? 0),
    refunds: paiseToRupees(refundPool),
    carryIn: paiseToRupees(Number(row.carry_in_paise)),
    carryForward: paiseToRupees(outcome?.carryOutPaise ?? 0),
    minusPoolTopUp: paiseToRupees(outcome?.minusPoolTopUpPaise ?? 0),
    dividendsPaid: paiseToRupees(Number(row.won_paise)),
    tickets: row.tickets,
  };
}

const MONEY_FIELDS = [
  'turnover',
  'commission',
  'gst',
  'breakage',
  'refunds',
  'carryIn',
  'carryForward',
  'minusPoolTopUp',
  'dividendsPaid',
] as const;

/** Sums in paise, so rupee fractions never drift. */
function addLines<T extends Omit<PoolReportLine, 'status'>>(a: T, b: T): T {
  const sum = { ...a, tickets: a.tickets + b.tickets };
  for (const field of MONEY_FIELDS)
    sum[field] = paiseToRupees(Math.round(a[field] * 100) + Math.round(b[field] * 100));
  return sum;
}

/** The report as CSV rows: a row per race and pool, then one per pool for the day. */
export function poolReportRows(report: PoolReport): string[][] {
  const money = (rupees: number) => rupees.toFixed(2);
  const cells = (line: Omit<PoolReportLine, 'status'>) => [
    String(line.tickets),
    ...MONEY_FIELDS.map((field) => money(line[field])),
  ];
  const extraOverDay =
    report.races.reduce(
      (paise, race) => paise + Math.round((race.bestOfTote?.extraPaid ?? 0) * 100),
      0,
    ) / 100;
  const headers = [
    'tickets',
    'turnover_inr',
    'commission_inr',
    'gst_inr',
    'breakage_inr',
    'refunds_inr',
    'carry_in_inr',
    'carry_forward_inr',
    'minus_pool_top_up_inr',
    'dividends_paid_inr',
    'best_of_tote_extra_inr',
  ];
  return [
    ['day', 'race', 'race_uid', 'pool', 'status', ...headers],
    ...report.races.flatMap((race) =>
      race.pools.map((line) => [
        report.day,
        `${race.venueName} R${race.raceNumber} ${race.name}`,
        race.uid,
        line.pool,
        line.status,
        ...cells(line),
        // The promise's cost is the race's, shown on its Win pool's row.
        line.pool === 'WIN' && race.bestOfTote ? money(race.bestOfTote.extraPaid) : '',
      ]),
    ),
    ...report.totals.map((line) => [
      report.day,
      'ALL RACES',
      '',
      line.pool,
      '',
      ...cells(line),
      line.pool === 'WIN' ? money(extraOverDay) : '',
    ]),
  ];
}
