import { z } from 'zod';
import { hasWholeHundredths, int32Schema } from './number-bounds';
import { marketStatusSchema, marketTypeSchema, priceSchema } from './fixtures';

/**
 * Trading a race (decision 035). Money here is in rupees with paise as two decimals, as the
 * rest of the operator API. A runner's liability is what the book pays out on its open bets
 * (held or confirmed) if it wins or places, less the face value those bets took: the figure a
 * liability limit is compared with, over every market of the runner.
 */
export const LIABILITY_ACTIONS = ['REVIEW', 'REFUSE'] as const;
export const liabilityActionSchema = z.enum(LIABILITY_ACTIONS);
export type LiabilityAction = z.infer<typeof liabilityActionSchema>;

export const liabilityLimitSchema = z.object({
  amount: z.number(),
  action: liabilityActionSchema,
});
export type LiabilityLimit = z.infer<typeof liabilityLimitSchema>;

export const exposureCellSchema = z.object({
  market: marketTypeSchema,
  status: marketStatusSchema,
  bets: int32Schema(),
  /** Ticket prices taken (GST included). */
  stakes: z.number(),
  /** What the book pays on these bets if the runner wins (or places): the worst case. */
  payout: z.number(),
  /** Payout less the face value taken. */
  liability: z.number(),
});

export const exposureRunnerSchema = z.object({
  uid: z.uuid(),
  horseNo: int32Schema(),
  name: z.string(),
  /** False once scratched. */
  isRunner: z.boolean(),
  cells: z.array(exposureCellSchema),
  bets: int32Schema(),
  stakes: z.number(),
  /**
   * Over every market of the runner, with what the open multiples with a leg running on it pay
   * if it and their other open legs win (decision 078): the figure its limit is compared with.
   */
  liability: z.number(),
  /** The runner's own limit, else the race's default, else null. */
  limit: liabilityLimitSchema.nullable(),
  isOwnLimit: z.boolean(),
});
export type ExposureRunner = z.infer<typeof exposureRunnerSchema>;

export const exposureMarketSchema = z.object({
  market: marketTypeSchema,
  status: marketStatusSchema,
  bets: int32Schema(),
  stakes: z.number(),
});

export const raceExposureSchema = z.object({
  raceUid: z.uuid(),
  runners: z.array(exposureRunnerSchema),
  markets: z.array(exposureMarketSchema),
  defaultLimit: liabilityLimitSchema.nullable(),
  /** Bets waiting in the review queue on this race. */
  heldBets: int32Schema(),
  asOf: z.iso.datetime(),
});
export type RaceExposure = z.infer<typeof raceExposureSchema>;

/**
 * The book of a race (decision 057): for each runner, what the house makes (negative: loses)
 * if it wins, over every market's open bets, in rupees of face value (GST is not the house's
 * money). Place markets are taken at their worst case for the house given that winner.
 */
export const raceBookResponseSchema = z.object({
  runners: z.array(z.object({ horseNo: int32Schema(), profitIfWins: z.number() })),
  /** Sum of 1 / (1 + Win price "to 1") over the runners still in: 1.18 is a 118% book. */
  overround: z.number(),
  /** Face value of the open bets (held or confirmed), every market. */
  totalStakes: z.number(),
  /** The least of profitIfWins (0 with no runner). */
  worstCase: z.number(),
});
export type RaceBookResponse = z.infer<typeof raceBookResponseSchema>;

/** Set (or with amount null, remove) a runner's limit, or the race default when horseNo is null. */
export const setLiabilityLimitBodySchema = z.object({
  horseNo: int32Schema().min(1).max(99).nullable(),
  amount: z
    .number({ error: 'Enter a limit in rupees' })
    .min(0, 'Enter a limit of ₹0 or more')
    .max(100_000_000, 'Enter a limit up to ₹10,00,00,000')
    .multipleOf(0.01)
    .refine(hasWholeHundredths, 'Enter a limit in whole paise')
    .nullable(),
  action: liabilityActionSchema,
});
export type SetLiabilityLimitBody = z.infer<typeof setLiabilityLimitBodySchema>;

export const TRADING_MESSAGES = {
  runnerSuspended: 'Betting on this horse is suspended for the moment.',
  marketSuspended: 'Betting on this market is suspended for the moment.',
  liabilityLimit: (horse: string) =>
    `We cannot accept a bet this size on ${horse} now. Please try a smaller amount.`,
} as const;

/**
 * Suspend (or reopen) one runner in every market (horseNo only), one market (market only) or
 * one runner in one market (both); the rest of the race stays open.
 */
export const suspendSelectionsBodySchema = z
  .object({
    horseNo: int32Schema().min(1).max(99).nullable(),
    market: marketTypeSchema.nullable(),
    suspended: z.boolean(),
  })
  .refine((body) => body.horseNo !== null || body.market !== null, {
    message: 'Choose a horse, a market or both',
    path: ['horseNo'],
  });
export type SuspendSelectionsBody = z.infer<typeof suspendSelectionsBodySchema>;

export const runnerParamsSchema = z.object({
  uid: z.uuid(),
  horseNo: z.coerce.number().int().min(1).max(99),
});

const reasonSchema = z
  .string()
  .trim()
  .min(3, 'Give a reason (3 to 200 characters)')
  .max(200, 'Give a reason (3 to 200 characters)');

export const reinstateRunnerBodySchema = z.object({ reason: reasonSchema });
export type ReinstateRunnerBody = z.infer<typeof reinstateRunnerBodySchema>;

/** The Rule 4 deduction of a scratched runner is read from this price ("to 1"), not its WIN price when scratched. */
export const deductionPriceBodySchema = z.object({ price: priceSchema, reason: reasonSchema });
export type DeductionPriceBody = z.infer<typeof deductionPriceBodySchema>;

// ---- palpable errors ----

export const PALPABLE_KINDS = ['VOID', 'REPRICE'] as const;

/** Void one bet, or re-price it (the price it should have been struck at), with a reason. */
export const palpableErrorBodySchema = z
  .object({
    kind: z.enum(PALPABLE_KINDS),
    price: priceSchema.nullable().optional(),
    reason: reasonSchema,
  })
  .refine((body) => (body.kind === 'REPRICE') === (body.price != null), {
    message: 'Give the correct price to re-price a bet (and none to void it)',
    path: ['price'],
  });
export type PalpableErrorBody = z.infer<typeof palpableErrorBodySchema>;

export const betUidParamsSchema = z.object({ betUid: z.uuid() });
export const palpableRequestParamsSchema = z.object({ uid: z.uuid() });
export const rejectPalpableBodySchema = z.object({ reason: reasonSchema });

export const palpableErrorRequestSchema = z.object({
  uid: z.uuid(),
  betUid: z.uuid(),
  ticketNumber: z.string(),
  playerName: z.string(),
  horse: z.string(),
  market: marketTypeSchema,
  stake: z.number(),
  betStatus: z.string(),
  kind: z.enum(PALPABLE_KINDS),
  /** The price struck; for REPRICE the corrected one beside it. */
  odds: z.number(),
  newOdds: z.number().nullable(),
  reason: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  makerUid: z.uuid(),
  makerName: z.string(),
  createdAt: z.iso.datetime(),
});
export type PalpableErrorRequest = z.infer<typeof palpableErrorRequestSchema>;

export const palpableErrorRequestsResponseSchema = z.object({
  requests: z.array(palpableErrorRequestSchema),
});
