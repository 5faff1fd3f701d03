import { z } from 'zod';
import { hasWholeHundredths, int32Schema } from './number-bounds';

/** Rupees with at most two decimals, as the JSON amount a client shows (never under a paisa). */
export const rupeeAmountSchema = z.number().multipleOf(0.01).refine(hasWholeHundredths);

export const walletSchema = z.object({
  pockets: z.object({
    cash: z.object({ amount: rupeeAmountSchema }),
    bonus: z.object({ amount: rupeeAmountSchema }),
  }),
  /** Winnings only: deposits cannot be withdrawn. */
  withdrawable: z.object({ amount: rupeeAmountSchema }),
});
export type Wallet = z.infer<typeof walletSchema>;

export const BET_STATUSES = [
  'ACCEPTED',
  'CONFIRMED',
  'REJECTED',
  'WON',
  'LOST',
  'VOID',
  'REFUNDED',
] as const;
export const betStatusSchema = z.enum(BET_STATUSES);
export type BetStatus = z.infer<typeof betStatusSchema>;

/** A single, or one bet of a multiple (issue 26). */
export const BET_TYPES = ['SINGLE', 'ACCUMULATOR', 'KENCHI'] as const;
export const betTypeSchema = z.enum(BET_TYPES);
export type BetType = z.infer<typeof betTypeSchema>;

export const placedBetSchema = z.object({
  uid: z.uuid(),
  betType: betTypeSchema,
  timestamp: z.iso.datetime(),
  ticketNumber: z.string(),
  betStatus: betStatusSchema,
  betLineItems: z.array(
    z.object({
      betAmount: rupeeAmountSchema,
      venueName: z.string(),
      sportFixture: z.uuid(),
      sportFixtureName: z.string(),
      raceNumber: int32Schema(),
      horseNumber: int32Schema(),
      selectionName: z.string(),
      marketName: z.string(),
      odds: z.number(),
      /** Rule 4 deduction applied at settlement, percent. */
      deductionRate: z.number().nullable(),
      /** A multiple's leg: how that leg stands (WON, LOST, VOID; ACCEPTED while its race runs). */
      legStatus: betStatusSchema.optional(),
      /** A multiple's each-way part this line belongs to. */
      eachWayPart: z.enum(['WIN', 'PLACE']).optional(),
    }),
  ),
  totalBetAmount: rupeeAmountSchema,
  faceValue: rupeeAmountSchema,
  /** Rates in percent, as the slip shows them. */
  taxes: z.object({ CGST: z.number(), SGST: z.number() }),
  cgstAmount: rupeeAmountSchema,
  sgstAmount: rupeeAmountSchema,
  totalWinAmount: rupeeAmountSchema.nullable(),
  tdsAmount: rupeeAmountSchema.nullable(),
  payoutAmount: rupeeAmountSchema.nullable(),
  /** A REJECTED bet: why the trader refused it, as typed (null when no reason was given). */
  rejectionReason: z.string().nullable().optional(),
  /**
   * Best of price and tote (decision 066): the bet is paid at the better of its price and the
   * Win dividend. Once it has won: which was paid (PRICE or TOTE) and that price ("to 1");
   * null before.
   */
  bestOfTote: z
    .object({
      paid: z.enum(['PRICE', 'TOTE']).nullable(),
      price: z.number().nullable(),
    })
    .optional(),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

export const placeBetsResponseSchema = z.object({
  message: z.string(),
  bets: z.array(placedBetSchema),
  wallet: walletSchema,
});
export type PlaceBetsResponse = z.infer<typeof placeBetsResponseSchema>;

export const placedBetsSchema = z.array(placedBetSchema);

export const TXN_TYPES = ['CREDIT', 'DEBIT'] as const;
export const transactionSchema = z.object({
  uid: z.uuid(),
  modifiedOn: z.iso.datetime(),
  txnType: z.enum(TXN_TYPES),
  /**
   * `sports` for bets, multiples and tote tickets, their winnings, dividends and refunds;
   * `cashier` for deposits and withdrawals; `adjustment`.
   */
  txnGroup: z.enum(['sports', 'cashier', 'adjustment']),
  amount: rupeeAmountSchema,
  status: z.enum(['SUCCESS', 'PENDING', 'ERROR']),
  /** What moved, naming its ticket ("Tote ticket P500123", "Multiple T100200: ..."); never blank. */
  description: z.string().min(1),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const HISTORY_PAGE_SIZE = 10;
export const transactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export const transactionsPageSchema = z.array(transactionSchema);

/** Money-moving requests carry this header; see docs/ARCHITECTURE.md (idempotency). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long the server remembers a key and its answer; after that the key is forgotten. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required' })
    .min(8, 'An Idempotency-Key header is required')
    .max(100)
    .regex(/^[\w-]+$/, 'Idempotency-Key may hold letters, digits, - and _')
    .describe(
      `One key per intended action (8-100 letters, digits, - and _). A retry with the same key ` +
        `and body gets the first answer again instead of acting twice; the same key with another ` +
        `body is refused. Keys are kept for ${IDEMPOTENCY_KEY_TTL_HOURS} hours: a retry after that ` +
        `is a new request.`,
    ),
});
