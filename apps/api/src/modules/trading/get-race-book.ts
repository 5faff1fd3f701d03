import { paiseToRupees, type MarketType, type RaceBookResponse } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { bookOfRace } from './book-of-race';

interface CellRow {
  participant_id: string;
  horse_number: number;
  scratched: boolean;
  market: MarketType;
  price_hundredths: number;
  face: string;
  payout: string;
}

/**
 * The race's book (decision 057): the open bets (held or confirmed) per runner and market,
 * their face value and what they pay if they win, by the one liability function the exposure
 * and place_bet_slip use; bookOfRace turns them into each runner's profit if it wins.
 */
export async function getRaceBook(db: Executor, fixtureId: string): Promise<RaceBookResponse> {
  const [race] = await queryRows<{ id: string }>(
    db,
    sql`select id from fixtures where id = ${fixtureId}::uuid`,
  );
  if (!race) throw notFound('Race');
  const rows = await queryRows<CellRow>(
    db,
    sql`select p.id as participant_id, p.horse_number, p.scratched_at is not null as scratched,
        m.type as market, s.price_hundredths,
        coalesce(sum(b.face_value_paise), 0)::text as face,
        coalesce(sum(bet_liability_paise(b.stake_paise, b.price_hundredths, b.gst_rate_bp, b.face_value_paise)
          + b.face_value_paise), 0)::text as payout
      from participants p
      join selections s on s.participant_id = p.id
      join markets m on m.id = s.market_id
      left join bets b on b.selection_id = s.id and b.status in ('ACCEPTED', 'CONFIRMED')
      where p.fixture_id = ${fixtureId}::uuid
      group by p.id, p.horse_number, p.scratched_at, m.type, s.price_hundredths
      order by p.horse_number`,
  );
  const runners = new Map<string, Parameters<typeof bookOfRace>[0][number]>();
  for (const row of rows) {
    const runner = runners.get(row.participant_id) ?? {
      participantId: row.participant_id,
      horseNo: row.horse_number,
      isScratched: row.scratched,
      winPriceHundredths: null,
    };
    if (row.market === 'WIN') runner.winPriceHundredths = row.price_hundredths;
    runners.set(row.participant_id, runner);
  }
  const book = bookOfRace(
    [...runners.values()],
    rows.map((row) => ({
      participantId: row.participant_id,
      market: row.market,
      facePaise: Number(row.face),
      payoutPaise: Number(row.payout),
    })),
  );
  return {
    runners: book.runners.map((runner) => ({
      horseNo: runner.horseNo,
      profitIfWins: paiseToRupees(runner.profitIfWinsPaise),
    })),
    overround: book.overround,
    totalStakes: paiseToRupees(book.totalStakesPaise),
    worstCase: paiseToRupees(book.worstCasePaise),
  };
}
