import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { marketTypeSchema, priceSchema } from './fixtures';

/** Spec section 9: a slip's total stake lies between these, in rupees, GST included. */
export const MIN_SLIP_TOTAL_RUPEES = 100;
export const MAX_SLIP_TOTAL_RUPEES = 10_000;
/** The amount input takes at most five digits. */
export const MAX_LINE_RUPEES = 99_999;

export const BET_MESSAGES = {
  invalidAmount: 'Please enter valid amounts.',
  totalOutOfRange: 'Invalid Bet. Bet amount should be between 100 and 10000.',
  insufficientBalance: 'Insufficient balance. Please deposit',
  oddsChanged: 'The odds of your selection has changed.',
  success: 'Successfully placed bets. Please await result.',
  tdsWarning: 'TDS applicable for winnings exceeding the threshold.',
  raceClosed: 'Betting on this race has closed.',
  selectionUnavailable: 'This selection is no longer available.',
} as const;

export interface SlipLineBreakdown {
  ticketPaise: number;
  faceValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  potentialPayoutPaise: number;
}

/**
 * Spec section 9 arithmetic, exact in integers, at the GST rate of the rule in force (taken as
 * input, never assumed). The spec's "÷ 1.28" is ÷ (1 + rate): at 28% face value = ticket / 1.28
 * and CGST = SGST = 14% of face value; at 40% (from 22 September 2025) face value = ticket / 1.40
 * and CGST = SGST = 20% of face value (decision 028). Each is floored to the paisa; the
 * round-off is what remains. Potential payout = face value + ticket x price / (1 + rate), floored.
 */
export function breakDownLine(
  ticketPaise: number,
  priceHundredths: number,
  gstRateBp: number,
): SlipLineBreakdown {
  const ticket = BigInt(ticketPaise);
  const grossBp = 10_000n + BigInt(gstRateBp);
  const faceValue = (ticket * 10_000n) / grossBp;
  const halfGst = (ticket * BigInt(gstRateBp)) / (2n * grossBp);
  const winnings = (ticket * BigInt(priceHundredths) * 100n) / grossBp;
  return {
    ticketPaise,
    faceValuePaise: Number(faceValue),
    cgstPaise: Number(halfGst),
    sgstPaise: Number(halfGst),
    roundOffPaise: Number(ticket - faceValue - 2n * halfGst),
    potentialPayoutPaise: Number(faceValue + winnings),
  };
}

/** The ticket every price explainer speaks of: ₹100, GST included. */
export const EXAMPLE_TICKET_PAISE = 10_000;
/** The price every explainer of a ticket's return works through (2.50 to 1). */
export const EXAMPLE_PRICE_HUNDREDTHS = 250;

/**
 * What a ₹100 ticket at this "to 1" price returns if it wins, GST already inside the ticket:
 * the slip's potential payout (breakDownLine), so the explainer, the "returns per ₹100 ticket"
 * prices and the slip can never disagree (decision 074). ₹100 at 2.50 under 40% GST → ₹249.99.
 */
export function returnOfExampleTicketPaise(priceHundredths: number, gstRateBp: number): number {
  return breakDownLine(EXAMPLE_TICKET_PAISE, priceHundredths, gstRateBp).potentialPayoutPaise;
}

/**
 * What settlement pays on a winning line before deductions: face value x (1 + price),
 * floored to the paisa, with the face value taken exactly (ticket / (1 + rate)). It is never
 * less than the slip's potential payout and at most one paisa more
 * (docs/decisions/008-payout-formula.md).
 */
export function winningPayoutPaise(
  ticketPaise: number,
  priceHundredths: number,
  gstRateBp: number,
): number {
  const grossBp = 10_000n + BigInt(gstRateBp);
  return Number((BigInt(ticketPaise) * (100n + BigInt(priceHundredths)) * 100n) / grossBp);
}

/**
 * What the book loses on a single if it wins (or places): what settlement pays
 * (winningPayoutPaise) less the face value taken. The one liability of a single: the database's
 * bet_liability_paise (apps/api/src/db/functions) is the same formula, which the review queue,
 * the liability limits and the exposure read, and a test holds the two equal (decision 078).
 */
export function betLiabilityPaise(
  ticketPaise: number,
  priceHundredths: number,
  gstRateBp: number,
): number {
  const grossBp = 10_000n + BigInt(gstRateBp);
  const faceValue = (BigInt(ticketPaise) * 10_000n) / grossBp;
  return winningPayoutPaise(ticketPaise, priceHundredths, gstRateBp) - Number(faceValue);
}

/** A slip amount: a whole number of rupees, 1 to 99999 (five digits). */
export const ticketPriceSchema = z
  .number({ error: BET_MESSAGES.invalidAmount })
  .int(BET_MESSAGES.invalidAmount)
  .positive(BET_MESSAGES.invalidAmount)
  .max(MAX_LINE_RUPEES, BET_MESSAGES.invalidAmount);

export const betSlipLineSchema = z.object({
  venue: z.string().max(8),
  raceNumber: int32Schema().positive(),
  market: marketTypeSchema,
  horseNo: int32Schema().positive(),
  horse: z.string().max(100),
  /** The "to 1" price the player saw. */
  odds: priceSchema,
  oddsChanged: z.boolean().optional(),
  ticketPrice: ticketPriceSchema,
  /** Fixture (race) uid. */
  sportFixture: z.uuid(),
  /** Selection uid in that race's market. */
  selection: z.uuid(),
  /** The counter-offer this line takes (decision 072): its id from a COUNTER_OFFER answer. */
  counterOffer: z.uuid().optional(),
});
export type BetSlipLine = z.infer<typeof betSlipLineSchema>;

export const betSlipSchema = z
  .array(betSlipLineSchema)
  .min(1, BET_MESSAGES.invalidAmount)
  .max(20)
  .refine((lines) => {
    const total = lines.reduce((sum, line) => sum + line.ticketPrice, 0);
    return total >= MIN_SLIP_TOTAL_RUPEES && total <= MAX_SLIP_TOTAL_RUPEES;
  }, BET_MESSAGES.totalOutOfRange);
