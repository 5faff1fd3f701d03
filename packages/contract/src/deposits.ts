import { z } from 'zod';
import { hasWholeHundredths } from './number-bounds';
import { formatRupees } from './money';
import { rupeeAmountSchema } from './wallet';

/**
 * Deposits through a payment provider (decision 069): only where DEPOSITS=on and the player's
 * state is LIVE. Amounts are rupees on the wire.
 */
export const DEPOSIT_LIMITS = { minRupees: 100, maxRupees: 100_000 } as const;

/**
 * UPI_INTENT opens the player's UPI app on a phone (a upi:// link); UPI_COLLECT sends a
 * collect request to the VPA the player types on a desktop; NETBANKING goes to the bank's page.
 */
export const DEPOSIT_METHODS = ['UPI_INTENT', 'UPI_COLLECT', 'NETBANKING'] as const;
export const depositMethodSchema = z.enum(DEPOSIT_METHODS);
export type DepositMethod = z.infer<typeof depositMethodSchema>;

export const DEPOSIT_MESSAGES = {
  amount: `Please enter a deposit amount from ${formatRupees(DEPOSIT_LIMITS.minRupees * 100)} to ${formatRupees(DEPOSIT_LIMITS.maxRupees * 100)}.`,
  method: 'Please choose how to pay',
  vpa: 'Please enter correct VPA',
  started: 'Complete the payment in your UPI app or on your bank’s page.',
  limitReached: (limit: string, left: string) =>
    `This deposit would break your ${limit}. You can deposit ${left} more.`,
} as const;

/** A UPI handle: name@provider (the same rule as a payout VPA). */
const DEPOSIT_VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const depositAmountSchema = z
  .number({ error: DEPOSIT_MESSAGES.amount })
  .refine(
    (rupees) =>
      hasWholeHundredths(rupees) &&
      rupees >= DEPOSIT_LIMITS.minRupees &&
      rupees <= DEPOSIT_LIMITS.maxRupees,
    DEPOSIT_MESSAGES.amount,
  );

/** The deposit shape of POST /api/customer/self/cashier/funds-transfer (Idempotency-Key). */
export const depositBodySchema = z
  .object({
    transferType: z.literal('DEPOSIT'),
    amount: depositAmountSchema,
    currency: z.literal('INR', { error: 'Only INR is supported' }).default('INR'),
    method: depositMethodSchema.default('UPI_INTENT'),
    /** The payer's UPI handle: required for UPI_COLLECT, refused otherwise. */
    vpa: z.string().trim().max(300).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'UPI_COLLECT' && !DEPOSIT_VPA_PATTERN.test(body.vpa ?? ''))
      ctx.addIssue({ code: 'custom', path: ['vpa'], message: DEPOSIT_MESSAGES.vpa });
    if (body.method !== 'UPI_COLLECT' && body.vpa)
      ctx.addIssue({ code: 'custom', path: ['vpa'], message: DEPOSIT_MESSAGES.vpa });
  });
export type DepositBody = z.infer<typeof depositBodySchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

export const depositTransferSchema = z.object({
  uid: z.uuid(),
  transferType: z.literal('DEPOSIT'),
  amount: rupeeAmountSchema,
  currency: z.literal('INR'),
  status: z.enum(DEPOSIT_STATUSES),
  method: depositMethodSchema,
  /**
   * Where to pay while PENDING: a upi:// link (UPI_INTENT) or the bank's page (NETBANKING);
   * null for a collect request, which waits in the player's UPI app.
   */
  paymentUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdOn: z.iso.datetime(),
  modifiedOn: z.iso.datetime(),
});
export type DepositTransfer = z.infer<typeof depositTransferSchema>;

// ---- Payment provider webhooks (provider → us) ----

export const DEPOSIT_SIGNATURE_HEADER = 'x-deposit-signature';
export const DEPOSIT_TIMESTAMP_HEADER = 'x-deposit-timestamp';

/**
 * POST /api/cashier/deposits/callback. Signed: hex HMAC-SHA256 of `${timestamp}.${rawBody}`
 * with DEPOSIT_CALLBACK_SECRET, the timestamp in Unix seconds. The amount must be the order's.
 */
export const depositCallbackBodySchema = z.object({
  eventId: z.string().min(1).max(100),
  /** Our deposit uid, sent to the provider as the order's reference. */
  reference: z.uuid(),
  status: z.enum(['SUCCESS', 'FAILED']),
  amountPaise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  providerReference: z.string().max(100).optional(),
  reason: z.string().max(200).optional(),
});
export type DepositCallbackBody = z.infer<typeof depositCallbackBodySchema>;
