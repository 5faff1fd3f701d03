import { BET_MESSAGES, betSlipSchema, type BetSlipLine } from '@furlong/contract';
import { amountOf } from './slip-figures';
import { isPlaceable, type SlipLine } from './slip-line';

export interface SlipProblem {
  message: string;
  /** The cure is a deposit: the message carries a Deposit action. */
  needsDeposit?: boolean;
}

/**
 * The request body: the spec's bet slip lines, exactly as the contract describes them, for the
 * lines that can be placed (a race gone off, a scratched or suspended runner stay on the slip,
 * marked, and are left out). An each-way line is two: Win and Place at the same stake.
 */
export function toSlipBody(lines: SlipLine[]): BetSlipLine[] {
  return lines.filter(isPlaceable).flatMap((line) => {
    const win: BetSlipLine = {
      venue: line.venue,
      raceNumber: line.raceNumber,
      market: line.market,
      horseNo: line.horseNo,
      horse: line.horse,
      odds: line.odds,
      oddsChanged: line.oddsChanged,
      ticketPrice: amountOf(line),
      sportFixture: line.sportFixture,
      selection: line.selection,
    };
    if (!line.eachWay) return [win];
    const { selection, odds, oddsChanged } = line.eachWay;
    return [win, { ...win, market: 'PLACE', selection, odds, oddsChanged }];
  });
}

/**
 * What stops the slip from being sent, in the order a player fixes things: nothing left that
 * takes bets, then the amounts and total (the contract's rules and words, the same ones the
 * server applies), then the cash balance when it is known.
 */
export function findSlipProblem(
  lines: SlipLine[],
  cashRupees: number | undefined,
): SlipProblem | null {
  if (!lines.some(isPlaceable)) {
    return { message: BET_MESSAGES.selectionUnavailable };
  }
  const checked = betSlipSchema.safeParse(toSlipBody(lines));
  if (!checked.success) {
    return { message: checked.error.issues[0]?.message ?? BET_MESSAGES.invalidAmount };
  }
  const total = checked.data.reduce((sum, line) => sum + line.ticketPrice, 0);
  if (cashRupees !== undefined && total > cashRupees) {
    return { message: BET_MESSAGES.insufficientBalance, needsDeposit: true };
  }
  return null;
}
