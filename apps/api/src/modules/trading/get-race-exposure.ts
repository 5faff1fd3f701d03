import {
  MARKET_TYPES,
  paiseToRupees,
  type LiabilityAction,
  type MarketStatus,
  type MarketType,
  type RaceExposure,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

interface CellRow {
  participant_id: string;
  horse_number: number;
  name: string;
  scratched: boolean;
  market: MarketType;
  market_status: MarketStatus;
  selection_status: MarketStatus;
  bets: number;
  stakes: string;
  payout: string;
  liability: string;
}

interface LimitRow {
  participant_id: string | null;
  limit_paise: string;
  action: LiabilityAction;
}

const byMarket = (market: MarketType) => MARKET_TYPES.indexOf(market);

/**
 * The race's live book, runner by market: the open bets (held or confirmed), their stakes,
 * what the book pays if the runner wins or places, and that less the face value taken, by the
 * one liability of a single (bet_liability_paise); each runner's total adds the multiples'
 * contingent liability (runner_liability_paise), the figure its limit is compared with.
 */
export async function getRaceExposure(
  db: Executor,
  fixtureId: string,
  now: Date,
): Promise<RaceExposure> {
  const [race] = await queryRows<{ id: string }>(
    db,
    sql`select id from fixtures where id = ${fixtureId}::uuid`,
  );
  if (!race) throw notFound('Race');
  const cells = await queryRows<CellRow>(
    db,
    sql`select p.id as participant_id, p.horse_number, p.name, p.scratched_at is not null as scratched,
        m.type as market, m.status as market_status, s.status as selection_status,
        count(b.id)::integer as bets, coalesce(sum(b.stake_paise), 0)::text as stakes,
        coalesce(sum(bet_liability_paise(b.stake_paise, b.price_hundredths, b.gst_rate_bp, b.face_value_paise)
          + b.face_value_paise), 0)::text as payout,
        coalesce(sum(bet_liability_paise(b.stake_paise, b.price_hundredths, b.gst_rate_bp, b.face_value_paise)), 0)::text as liability
      from participants p
      join selections s on s.participant_id = p.id
      join markets m on m.id = s.market_id
      left join bets b on b.selection_id = s.id and b.status in ('ACCEPTED', 'CONFIRMED')
      where p.fixture_id = ${fixtureId}::uuid
      group by p.id, p.horse_number, p.name, p.scratched_at, m.type, m.status, s.status
      order by p.horse_number`,
  );
  // A runner's liability over every market, with what the open multiples with a leg running on
  // it pay if it and their other legs win: the figure its limit is compared with, by the same
  // SQL function that starts the running figure (runner_liability_paise, decision 078).
  const totals = await queryRows<{ participant_id: string; liability: string }>(
    db,
    sql`select id as participant_id, runner_liability_paise(id)::text as liability
      from participants where fixture_id = ${fixtureId}::uuid`,
  );
  const totalOf = new Map(totals.map((row) => [row.participant_id, Number(row.liability)]));
  const limits = await queryRows<LimitRow>(
    db,
    sql`select participant_id, limit_paise::text, action from liability_limits where fixture_id = ${fixtureId}::uuid`,
  );
  const [held] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::integer as count from bets where fixture_id = ${fixtureId}::uuid and status = 'ACCEPTED'`,
  );
  const toLimit = (row: LimitRow | undefined) =>
    row ? { amount: paiseToRupees(BigInt(row.limit_paise)), action: row.action } : null;
  const fallback = limits.find((limit) => limit.participant_id === null);

  const runners = new Map<string, RaceExposure['runners'][number]>();
  const markets = new Map<MarketType, RaceExposure['markets'][number]>();
  for (const row of cells) {
    const own = limits.find((limit) => limit.participant_id === row.participant_id);
    const runner = runners.get(row.participant_id) ?? {
      uid: row.participant_id,
      horseNo: row.horse_number,
      name: row.name,
      isRunner: !row.scratched,
      cells: [],
      bets: 0,
      stakes: 0,
      liability: 0,
      limit: toLimit(own ?? fallback),
      isOwnLimit: own !== undefined,
    };
    runners.set(row.participant_id, runner);
    // A runner's cell shows the stricter of its own and its market's status.
    const status: MarketStatus =
      row.market_status === 'OPEN' ? row.selection_status : row.market_status;
    const stakes = Number(row.stakes);
    runner.cells.push({
      market: row.market,
      status,
      bets: row.bets,
      stakes: paiseToRupees(stakes),
      payout: paiseToRupees(Number(row.payout)),
      liability: paiseToRupees(Number(row.liability)),
    });
    runner.bets += row.bets;
    runner.stakes = paiseToRupees(Math.round(runner.stakes * 100) + stakes);
    runner.liability = paiseToRupees(totalOf.get(row.participant_id) ?? 0);
    const market = markets.get(row.market) ?? {
      market: row.market,
      status: row.market_status,
      bets: 0,
      stakes: 0,
    };
    market.bets += row.bets;
    market.stakes = paiseToRupees(Math.round(market.stakes * 100) + stakes);
    markets.set(row.market, market);
  }
  for (const runner of runners.values())
    runner.cells.sort((a, b) => byMarket(a.market) - byMarket(b.market));
  return {
    raceUid: fixtureId,
    runners: [...runners.values()],
    markets: [...markets.values()].sort((a, b) => byMarket(a.market) - byMarket(b.market)),
    defaultLimit: toLimit(fallback),
    heldBets: held?.count ?? 0,
    asOf: now.toISOString(),
  };
}
