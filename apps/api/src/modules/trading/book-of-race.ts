import type { MarketType } from '@furlong/contract';
import { payingPositions } from '../settlement/settlement-rules';

export interface BookRunner {
  participantId: string;
  horseNo: number;
  isScratched: boolean;
  /** The current Win price, "to 1" in hundredths (4-1 is 400). */
  winPriceHundredths: number | null;
}

/** The open bets of one runner in one market, summed. */
export interface BookCell {
  participantId: string;
  market: MarketType;
  facePaise: number;
  /** What these bets pay if they win: face value plus bet_liability_paise, as the exposure. */
  payoutPaise: number;
}

export interface BookFigures {
  runners: { horseNo: number; profitIfWinsPaise: number }[];
  overround: number;
  totalStakesPaise: number;
  worstCasePaise: number;
}

/**
 * What the house pays on multiples if this runner wins its leg (decision 061): the contingent
 * payout of every open multiple bet with an open leg on it, its other open legs taken as won
 * (the worst case), summed per runner by getRaceBook.
 */
export function multiplesPayoutIfWinsPaise(
  participantId: string,
  multiples: ReadonlyMap<string, number>,
): number {
  return multiples.get(participantId) ?? 0;
}

/**
 * The book of a race (decision 057). If runner X wins: Win and Place bets on X pay, Second
 * and Third Horse Pool bets on X lose, and the runners second and third are taken as the pair
 * that costs the house most (Place, SHP and THP on them), so each figure is the house's worst
 * case given X wins. Bets on a scratched runner or in a market that does not run are refunded
 * (their face value back). Rule 4 deductions and dead heats are left out: both only lower a
 * payout, so leaving them out keeps the figure conservative.
 */
export function bookOfRace(
  runners: readonly BookRunner[],
  cells: readonly BookCell[],
  /** Multiples' contingent payout per runner (participant id), paise. */
  multiples: ReadonlyMap<string, number> = new Map(),
): BookFigures {
  const starters = runners.filter((runner) => !runner.isScratched);
  const scratched = new Set(runners.filter((r) => r.isScratched).map((r) => r.participantId));
  const payout = new Map<string, number>();
  let totalStakesPaise = 0;
  let refundsPaise = 0;
  for (const cell of cells) {
    totalStakesPaise += cell.facePaise;
    if (scratched.has(cell.participantId) || !payingPositions(cell.market, starters.length))
      refundsPaise += cell.facePaise;
    else {
      const key = `${cell.participantId}:${cell.market}`;
      payout.set(key, (payout.get(key) ?? 0) + cell.payoutPaise);
    }
  }
  const paysAt = (participantId: string, position: number) =>
    (['WIN', 'PLACE', 'SHP', 'THP'] as const)
      .filter((market) => payingPositions(market, starters.length)?.includes(position))
      .reduce((sum, market) => sum + (payout.get(`${participantId}:${market}`) ?? 0), 0);

  const figures = starters.map((winner) => {
    const others = starters.filter((runner) => runner !== winner);
    let placedWorst = 0;
    for (const second of others) {
      const thirds = others.filter((runner) => runner !== second);
      const third = Math.max(0, ...thirds.map((runner) => paysAt(runner.participantId, 3)));
      placedWorst = Math.max(placedWorst, paysAt(second.participantId, 2) + third);
    }
    const paid =
      refundsPaise +
      paysAt(winner.participantId, 1) +
      placedWorst +
      multiplesPayoutIfWinsPaise(winner.participantId, multiples);
    return { horseNo: winner.horseNo, profitIfWinsPaise: totalStakesPaise - paid };
  });
  const overround = starters.reduce(
    (sum, runner) =>
      runner.winPriceHundredths === null ? sum : sum + 100 / (100 + runner.winPriceHundredths),
    0,
  );
  return {
    runners: figures,
    overround: Math.round(overround * 10_000) / 10_000,
    totalStakesPaise,
    worstCasePaise:
      figures.length === 0 ? 0 : Math.min(...figures.map((figure) => figure.profitIfWinsPaise)),
  };
}
