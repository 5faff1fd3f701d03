import { z } from 'zod';
import { MESSAGES } from './accounts';
import { int32Schema, rupeesSchema } from './number-bounds';
import { operatorRoleSchema } from './operator-roles';
import { walletSchema } from './wallet';

// Back-office staff never sign in through the player portal, nor players here. Roles and
// what they permit: operator-roles.ts.

export const operatorLoginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254, MESSAGES.signInFailed)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1, MESSAGES.passwordRequired).max(128, MESSAGES.signInFailed),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBodySchema>;

export const operatorSummarySchema = z.object({
  uid: z.uuid(),
  name: z.string(),
  roles: z.array(operatorRoleSchema),
});

export const operatorSessionResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: int32Schema().positive(),
  operator: operatorSummarySchema,
});
export type OperatorSessionResponse = z.infer<typeof operatorSessionResponseSchema>;

export const operatorSelfSchema = operatorSummarySchema.extend({ email: z.string() });
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

/** ₹10,00,000: the most one adjustment or cash-in may move. */
export const OPERATOR_MAX_AMOUNT_RUPEES = 1_000_000;

export const OPERATOR_MESSAGES = {
  amountRequired: 'Please enter an amount',
  amountNonZero: 'Amount must not be zero',
  amountPositive: 'Amount must be more than zero',
  amountDecimals: 'Amount may have at most 2 decimals',
  amountTooLarge: 'Amount may be at most ₹10,00,000',
  reason: 'Reason must be 3 to 200 characters',
  reference: 'Reference must be 1 to 64 characters',
} as const;

/** Rupees in whole paise (so never a nonzero amount under one paisa), at most ₹10 lakh either way. */
const operatorAmountSchema = rupeesSchema({
  required: OPERATOR_MESSAGES.amountRequired,
  decimals: OPERATOR_MESSAGES.amountDecimals,
}).refine(
  (rupees) => Math.abs(rupees) <= OPERATOR_MAX_AMOUNT_RUPEES,
  OPERATOR_MESSAGES.amountTooLarge,
);

export const ADJUSTMENT_POCKETS = ['cash', 'bonus'] as const;

/** Positive credits the player, negative debits them. */
export const playerAdjustmentBodySchema = z.object({
  amount: operatorAmountSchema.refine((rupees) => rupees !== 0, OPERATOR_MESSAGES.amountNonZero),
  pocket: z.enum(ADJUSTMENT_POCKETS),
  reason: z.string().trim().min(3, OPERATOR_MESSAGES.reason).max(200, OPERATOR_MESSAGES.reason),
});
export type PlayerAdjustmentBody = z.infer<typeof playerAdjustmentBodySchema>;

/** Cash handed over at a retail counter, credited to the player's deposits. */
export const retailCashInBodySchema = z.object({
  amount: operatorAmountSchema.refine((rupees) => rupees > 0, OPERATOR_MESSAGES.amountPositive),
  /** The counter's receipt or slip number. */
  reference: z
    .string()
    .trim()
    .min(1, OPERATOR_MESSAGES.reference)
    .max(64, OPERATOR_MESSAGES.reference),
});
export type RetailCashInBody = z.infer<typeof retailCashInBodySchema>;

export const playerUidParamsSchema = z.object({ uid: z.uuid() });

export const moneyMovedResponseSchema = z.object({ transferId: z.uuid(), wallet: walletSchema });
export type MoneyMovedResponse = z.infer<typeof moneyMovedResponseSchema>;

/**
 * An adjustment above ADJUSTMENT_APPROVAL_RUPEES waits for a second operator (maker-checker):
 * the maker's request answers 202 with this, and money moves only when another operator
 * with `players:adjust` approves it.
 */
export const ADJUSTMENT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const adjustmentRequestStatusSchema = z.enum(ADJUSTMENT_REQUEST_STATUSES);
/**
 * What waits: an adjustment against the book, or a retail cash-in past the operator's limits
 * (decision 046), which moves the counter's cash when approved.
 */
export const ADJUSTMENT_REQUEST_KINDS = ['ADJUSTMENT', 'RETAIL_CASH_IN'] as const;
export type AdjustmentRequestKind = (typeof ADJUSTMENT_REQUEST_KINDS)[number];

export const adjustmentRequestSchema = z.object({
  uid: z.uuid(),
  status: adjustmentRequestStatusSchema,
  kind: z.enum(ADJUSTMENT_REQUEST_KINDS),
  player: z.object({ uid: z.uuid(), name: z.string() }),
  /** Signed rupees, as asked: positive credits, negative debits. */
  amount: z.number(),
  pocket: z.enum(ADJUSTMENT_POCKETS),
  reason: z.string(),
  /** A retail cash-in's counter receipt; null for an adjustment. */
  reference: z.string().nullable(),
  requestedBy: operatorSummarySchema.pick({ uid: true, name: true }),
  requestedOn: z.iso.datetime(),
  decidedBy: operatorSummarySchema.pick({ uid: true, name: true }).nullable(),
  decidedOn: z.iso.datetime().nullable(),
  /** Why the checker rejected it. */
  rejectionReason: z.string().nullable(),
  /** The ledger transfer, once approved. */
  transferId: z.uuid().nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentRequestsSchema = z.array(adjustmentRequestSchema);
export const adjustmentRequestsQuerySchema = z.object({
  status: adjustmentRequestStatusSchema.default('PENDING'),
});

export const APPROVAL_MESSAGES = {
  ownRequest: 'Another operator must approve this: you asked for it.',
  alreadyDecided: 'This request has already been decided.',
  /** The review queue (decision 046): four eyes on a price a trader set. */
  ownPrice: "You set this runner's price: another trader must confirm a bet struck at it.",
} as const;
