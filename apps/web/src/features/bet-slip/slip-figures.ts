import {
  breakDownLine,
  TDS_WARNING_THRESHOLD_RUPEES,
  type SlipLineBreakdown,
} from '@furlong/contract';
import type { SlipLine } from './slip-line';

const EMPTY: SlipLineBreakdown = {
  ticketPaise: 0,
  faceValuePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  roundOffPaise: 0,
  potentialPayoutPaise: 0,
};

/** Whole rupees typed into a line; 0 while the amount is empty. */
export function amountOf(line: Pick<SlipLine, 'amount'>): number {
  return line.amount === '' ? 0 : Number(line.amount);
}

/**
 * The spec's slip arithmetic for one line, in integer paise, at the GST rate of the rule the
 * server serves (useTaxRule): the figures are what the server will debit.
 */
export function figureLine(
  line: Pick<SlipLine, 'amount' | 'odds'>,
  gstRateBp: number,
): SlipLineBreakdown {
  const rupees = amountOf(line);
  if (rupees <= 0) return EMPTY;
  // Prices have at most two decimals (contract), so hundredths are exact after rounding.
  return breakDownLine(rupees * 100, Math.round(line.odds * 100), gstRateBp);
}

export function figureSlip(
  lines: Pick<SlipLine, 'amount' | 'odds'>[],
  gstRateBp: number,
): SlipLineBreakdown {
  return lines
    .map((line) => figureLine(line, gstRateBp))
    .reduce(
      (total, line) => ({
        ticketPaise: total.ticketPaise + line.ticketPaise,
        faceValuePaise: total.faceValuePaise + line.faceValuePaise,
        cgstPaise: total.cgstPaise + line.cgstPaise,
        sgstPaise: total.sgstPaise + line.sgstPaise,
        roundOffPaise: total.roundOffPaise + line.roundOffPaise,
        potentialPayoutPaise: total.potentialPayoutPaise + line.potentialPayoutPaise,
      }),
      EMPTY,
    );
}

/** TDS is withheld when a bet's net winnings (payout over the ticket) pass the threshold. */
export function isTdsLikely(figures: SlipLineBreakdown): boolean {
  const netWinnings = figures.potentialPayoutPaise - figures.ticketPaise;
  return netWinnings > TDS_WARNING_THRESHOLD_RUPEES * 100;
}
