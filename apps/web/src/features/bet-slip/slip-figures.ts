import {
  breakDownLine,
  tdsOnNetWinnings,
  type SlipLineBreakdown,
  type TaxRule,
} from '@furlong/contract';
import { isPlaceable, type SlipLine } from './slip-line';

/** A line's or the slip's figures, with the TDS settlement would withhold from a win. */
export interface SlipFigures extends SlipLineBreakdown {
  /** Estimated TDS on the potential payout: 0 while the net winnings stay under the threshold. */
  tdsPaise: number;
}

const EMPTY: SlipFigures = {
  ticketPaise: 0,
  faceValuePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  roundOffPaise: 0,
  potentialPayoutPaise: 0,
  tdsPaise: 0,
};

/** Whole rupees typed into a line; 0 while the amount is empty. */
export function amountOf(line: Pick<SlipLine, 'amount'>): number {
  return line.amount === '' ? 0 : Number(line.amount);
}

/**
 * The spec's slip arithmetic for one line, in integer paise, at the rates of the rule the
 * server serves (useTaxRule): the figures are what the server will debit, and the TDS it
 * would withhold from the potential payout (the rule settlement applies, per bet).
 */
export function figureLine(line: Pick<SlipLine, 'amount' | 'odds'>, rule: TaxRule): SlipFigures {
  const rupees = amountOf(line);
  if (rupees <= 0) return EMPTY;
  // Prices have at most two decimals (contract), so hundredths are exact after rounding.
  const figures = breakDownLine(rupees * 100, Math.round(line.odds * 100), rule.gstRateBp);
  const netWinnings = BigInt(figures.potentialPayoutPaise - figures.ticketPaise);
  return { ...figures, tdsPaise: Number(tdsOnNetWinnings(netWinnings, rule)) };
}

/** The slip's totals: each line's figures added up (TDS is reckoned bet by bet). */
export function figureSlip(lines: Pick<SlipLine, 'amount' | 'odds'>[], rule: TaxRule): SlipFigures {
  return lines
    .map((line) => figureLine(line, rule))
    .reduce(
      (total, line) => ({
        ticketPaise: total.ticketPaise + line.ticketPaise,
        faceValuePaise: total.faceValuePaise + line.faceValuePaise,
        cgstPaise: total.cgstPaise + line.cgstPaise,
        sgstPaise: total.sgstPaise + line.sgstPaise,
        roundOffPaise: total.roundOffPaise + line.roundOffPaise,
        potentialPayoutPaise: total.potentialPayoutPaise + line.potentialPayoutPaise,
        tdsPaise: total.tdsPaise + line.tdsPaise,
      }),
      EMPTY,
    );
}

type Priced = Pick<SlipLine, 'amount' | 'odds'>;

/** The bets a line makes: itself, and each-way its Place part at the same stake. */
export function partsOfLine(line: SlipLine): Priced[] {
  return line.eachWay ? [line, { amount: line.amount, odds: line.eachWay.odds }] : [line];
}

/** A line's figures: each-way, its Win and Place parts added up. */
export function figureSlipLine(line: SlipLine, rule: TaxRule): SlipFigures {
  return figureSlip(partsOfLine(line), rule);
}

/** The bets the slip would place: the placeable lines' parts. */
export function placedParts(lines: SlipLine[]): Priced[] {
  return lines.filter(isPlaceable).flatMap(partsOfLine);
}
