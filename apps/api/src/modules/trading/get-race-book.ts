import { paiseToRupees, type MarketType, type RaceBookResponse } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { multipleReturnPaise, type LegOutcome } from '../settlement/multiple-return';
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
    await findMultiplesPayoutIfWins(db, fixtureId),
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

interface MultipleLegRow {
  bet_id: string;
  stake_paise: string;
  gst_rate_bp: number;
  max_payout_paise: string;
  fixture_id: string;
  participant_id: string;
  market: string;
  leg_status: string;
  price_hundredths: number;
  share_paid: number | null;
  share_of: number | null;
  deduction_bp: number | null;
}

/**
 * Per runner of the race: what the open multiples with an open leg on it pay if it wins, every
 * other open leg taken as won at its price (the worst case), settled legs as they settled, by
 * the one return formula (multiple-return.ts). A Win or Place leg on the winner both pay.
 */
async function findMultiplesPayoutIfWins(
  db: Executor,
  fixtureId: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<MultipleLegRow>(
    db,
    sql`select b.id as bet_id, b.stake_paise::text, b.gst_rate_bp, b.max_payout_paise::text,
        l.fixture_id, l.participant_id, l.market, l.status as leg_status, l.price_hundredths,
        l.share_paid, l.share_of, l.deduction_bp
      from multiple_bets b join multiple_bet_legs l on l.bet_id = b.id
      where b.status in ('ACCEPTED', 'CONFIRMED') and b.id in (select bet_id from multiple_bet_legs
        where fixture_id = ${fixtureId}::uuid and status = 'ACCEPTED')`,
  );
  const byBet = new Map<string, MultipleLegRow[]>();
  for (const row of rows) byBet.set(row.bet_id, [...(byBet.get(row.bet_id) ?? []), row]);
  const payouts = new Map<string, number>();
  for (const legs of byBet.values()) {
    const bet = legs[0] as MultipleLegRow;
    const outcomes = legs.map((leg): LegOutcome => {
      if (leg.leg_status === 'LOST') return { kind: 'LOST' };
      if (leg.leg_status === 'VOID') return { kind: 'VOID' };
      return {
        kind: 'WON',
        priceHundredths: leg.price_hundredths,
        share: [leg.share_paid ?? 1, leg.share_of ?? 1],
        deductionBp: leg.deduction_bp ?? 0,
      };
    });
    if (outcomes.some((outcome) => outcome.kind === 'LOST')) continue;
    const payout = Number(
      multipleReturnPaise(
        { stakePaise: Number(bet.stake_paise), gstRateBp: bet.gst_rate_bp },
        outcomes,
        Number(bet.max_payout_paise),
      ),
    );
    const here = legs.find((leg) => leg.fixture_id === fixtureId);
    if (here) payouts.set(here.participant_id, (payouts.get(here.participant_id) ?? 0) + payout);
  }
  return payouts;
}
