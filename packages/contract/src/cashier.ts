import { z } from 'zod';
import { hasWholeHundredths, int32Schema } from './number-bounds';
import { kycDocumentTypeSchema } from './kyc';
import { kycStatusSchema, MESSAGES, OTP_PATTERN, PAN_PATTERN } from './accounts';
import { depositBodySchema, depositTransferSchema } from './deposits';
import { rupeeAmountSchema } from './wallet';

/**
 * The cashier: beneficiaries, withdrawals (two-phase, see docs/decisions/016) and the
 * operator KYC and withdrawal queues (docs/decisions/017). Amounts are rupees on the wire.
 */
export const CASHIER_MESSAGES = {
  // Spec section 5, "Beneficiary".
  beneficiaryType: 'Select Beneficiary Type',
  accountNumber: 'Please enter correct Account Number',
  ifsc: 'Please enter correct IFSC Code',
  vpa: 'Please enter correct VPA',
  cardNumber: 'Please enter correct Credit Card Number',
  beneficiaryFailed: 'Adding Beneficiary failed.. Please try again.',
  beneficiaryAdded: 'Beneficiary Added Successfully.',
  // Ours: the spec leaves these to us.
  cardNotOffered: 'Credit Card beneficiaries are not offered',
  bankAccountLimit: 'You can add at most 2 bank accounts',
  beneficiaryDuplicate: 'This beneficiary is already added',
  confirmationRequired: 'Please enter Password or OTP',
  confirmationFailed: 'Password or OTP is incorrect',
  // Spec section 5, "Withdraw", and section 8.
  selectBeneficiary: 'Please select Beneficiary',
  withdrawAmount: 'Please enter valid Withdraw Amount. Max Amount: ₹25000',
  withdrawable: 'Amount should be less than or equal to withdrawable balance.',
  /** Ours: a corrected result left the player owing; credits pay it first (decision 030). */
  debtOutstanding:
    'An amount is owed on your account after a result correction. Withdrawals resume once it is settled.',
  /**
   * Ours: code CORRECTION_PENDING, details.withdrawable and details.heldForCorrection (rupees):
   * a race's result is being corrected and its winnings may be taken back (decision 051).
   */
  correctionPending:
    'Winnings from a race whose result is being corrected can be withdrawn once the correction is settled. Please try again in a few minutes.',
  withdrawFailed: 'Withdraw Failed. Please try again.',
  /** Ours: the headline of a refusal that trying again cannot help; its reason says what will. */
  withdrawRefused: 'Withdraw Failed.',
  withdrawSuccessLegacy:
    'Withdrawal Success. Please Note: Funds transfer may take upto 3 working days.',
  withdrawSuccessInstant:
    'Withdrawal Success. Please Note: Instant withdrawals take up to 30 minutes, and up to 24 hours to reach your bank.',
  /** Code KYC_REQUIRED, details.kycStatus and details.link ('/myaccount/profile'). */
  kycRequired: 'Please update your PAN details and upload a copy of your PAN card to withdraw.',
  kycPending: 'Your PAN details are being verified. You can withdraw once they are verified.',
  /** Code LIMIT_EXCEEDED, details.limit 'DAILY_AMOUNT' | 'DAILY_COUNT'. */
  dailyAmountLimit: 'You can withdraw at most ₹25000 per day.',
  dailyCountLimit: 'You can withdraw at most 3 times per day.',
  /** Code BENEFICIARY_COOLING_OFF, details.availableAt (ISO): a new beneficiary waits (025). */
  coolingOff:
    'For your safety, a new beneficiary can receive money only a while after it is added.',
  depositsDisabled: 'Deposits are disabled until further notice.',
  currency: 'Only INR is supported',
  transferType: 'Select Transfer Type',
  // Operator actions.
  reason: 'Reason must be 3 to 200 characters',
  notInReview: 'This withdrawal is not awaiting review',
  notRetryable: 'Only a pending withdrawal can be sent again',
  kycNotPending: 'This player has no KYC awaiting review',
  /** One person, one account (decision 047): KYC approval refused for a linked account. */
  kycLinkedSelfExcluded:
    'This account shares a PAN, bank account or UPI ID with a self-excluded account and cannot be verified',
  kycLinkedClosed:
    'This account shares a PAN, bank account or UPI ID with a closed account and cannot be verified',
} as const;

/**
 * Hours a new beneficiary waits before its first withdrawal (decision 025): the default of
 * BENEFICIARY_COOLING_OFF_HOURS, and the figure the home notice tells players.
 */
export const BENEFICIARY_COOLING_OFF_DEFAULT_HOURS = 24;

/** Spec section 9: withdrawal limits, rupees. */
export const WITHDRAWAL_LIMITS = {
  maxPerTransactionRupees: 25_000,
  maxPerDayRupees: 25_000,
  maxPerDay: 3,
  maxBankAccounts: 2,
} as const;

/** The web links the KYC_REQUIRED error here. */
export const KYC_UPLOAD_PATH = '/myaccount/profile';

/** The fixed payment-provider value addBeneficiaryV2 and the instant withdraw screen send. */
export const DEFAULT_PAYOUT_CONNECTOR = 'IMPS';

export const BENEFICIARY_TYPES = ['BANK', 'VPA'] as const;
export const beneficiaryTypeSchema = z.enum(BENEFICIARY_TYPES);
export type BeneficiaryType = z.infer<typeof beneficiaryTypeSchema>;

export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI handle: name@provider. */
export const VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const optionalText = z.string().trim().max(300).optional().nullable();
const connectorSchema = z.string().trim().min(1).max(40);

/**
 * POST /api/customer/self/cashier/beneficiary. The spec's body carries no type: `type` is
 * optional and, when absent, BANK is read from bankAccount/ifsc and VPA from vpa. A card
 * (cardNo) is refused. Adding one is confirmed with the account password or a fresh OTP:
 * `password`, or `otp` (6 digits, sent to the player's mobile by
 * POST /api/customer/self/cashier/beneficiary/otp (answers {message}).
 */
export const addBeneficiaryBodySchema = z
  .object({
    type: z.enum([...BENEFICIARY_TYPES, 'CARD']).optional(),
    bankAccount: optionalText,
    ifsc: optionalText,
    vpa: optionalText,
    cardNo: optionalText,
    data: z.object({ connector: connectorSchema.optional() }).optional(),
    password: z.string().max(128).optional(),
    otp: z.string().max(6).optional(),
  })
  .superRefine((body, ctx) => {
    const type = body.type ?? inferBeneficiaryType(body);
    if (type === null)
      ctx.addIssue({ code: 'custom', path: ['type'], message: CASHIER_MESSAGES.beneficiaryType });
    if (type === 'CARD')
      ctx.addIssue({ code: 'custom', path: ['cardNo'], message: CASHIER_MESSAGES.cardNotOffered });
    if (type === 'BANK') {
      if (!ACCOUNT_NUMBER_PATTERN.test(body.bankAccount ?? ''))
        ctx.addIssue({
          code: 'custom',
          path: ['bankAccount'],
          message: CASHIER_MESSAGES.accountNumber,
        });
      if (!IFSC_PATTERN.test((body.ifsc ?? '').toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['ifsc'], message: CASHIER_MESSAGES.ifsc });
    }
    if (type === 'VPA' && !VPA_PATTERN.test(body.vpa ?? ''))
      ctx.addIssue({ code: 'custom', path: ['vpa'], message: CASHIER_MESSAGES.vpa });
    if (!body.password && !body.otp)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: CASHIER_MESSAGES.confirmationRequired,
      });
    if (body.otp && !OTP_PATTERN.test(body.otp))
      ctx.addIssue({ code: 'custom', path: ['otp'], message: MESSAGES.otpInvalid });
  });
export type AddBeneficiaryBody = z.infer<typeof addBeneficiaryBodySchema>;

/** The type a body without `type` means, or null when it names none. */
export function inferBeneficiaryType(body: {
  bankAccount?: string | null | undefined;
  ifsc?: string | null | undefined;
  vpa?: string | null | undefined;
  cardNo?: string | null | undefined;
}): BeneficiaryType | 'CARD' | null {
  if (body.bankAccount || body.ifsc) return 'BANK';
  if (body.vpa) return 'VPA';
  if (body.cardNo) return 'CARD';
  return null;
}

/** 123456789012 → ********9012. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}

export const beneficiarySchema = z.object({
  uid: z.uuid(),
  type: beneficiaryTypeSchema,
  /** "Bank Account ********9012 (HDFC0001234)" or the VPA. Never a full account number. */
  displayName: z.string(),
  /** ********9012 for BANK, null for VPA. */
  maskedAccount: z.string().nullable(),
  ifsc: z.string().nullable(),
  vpa: z.string().nullable(),
  data: z.object({ connector: z.string().nullable() }),
  createdOn: z.iso.datetime(),
  /** When it can first receive money: added + BENEFICIARY_COOLING_OFF_HOURS (decision 025). */
  availableFrom: z.iso.datetime(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;
export const beneficiariesSchema = z.array(beneficiarySchema);
export const addBeneficiaryResponseSchema = z.object({
  message: z.string(),
  beneficiary: beneficiarySchema,
});

/** Rupees, positive, two decimals, at most ₹25,000: one message for every failure. */
export const withdrawAmountSchema = z
  .number({ error: CASHIER_MESSAGES.withdrawAmount })
  .refine(
    (rupees) =>
      hasWholeHundredths(rupees) &&
      rupees > 0 &&
      rupees <= WITHDRAWAL_LIMITS.maxPerTransactionRupees,
    CASHIER_MESSAGES.withdrawAmount,
  );

const withdrawBodySchema = z.object({
  transferType: z.literal('WITHDRAW'),
  amount: withdrawAmountSchema,
  currency: z.literal('INR', { error: CASHIER_MESSAGES.currency }).default('INR'),
  beneficiaryId: z.uuid({ error: CASHIER_MESSAGES.selectBeneficiary }),
  details: z.object({ connector: connectorSchema.optional() }).optional(),
});

/**
 * POST /api/customer/self/cashier/funds-transfer, with an Idempotency-Key header. A deposit
 * answers 403 FORBIDDEN with CASHIER_MESSAGES.depositsDisabled unless DEPOSITS=on (decision 069).
 */
export const fundsTransferBodySchema = z.discriminatedUnion(
  'transferType',
  [withdrawBodySchema, depositBodySchema],
  { error: CASHIER_MESSAGES.transferType },
);
export type FundsTransferBody = z.infer<typeof fundsTransferBodySchema>;
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/** What the player sees. */
export const TRANSFER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export const transferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/**
 * What operators see: REVIEW is held and waiting for an operator (amount above the review
 * threshold); PENDING is held and with the payout provider; SUCCESS paid; FAILED released.
 */
export const WITHDRAWAL_STATUSES = ['REVIEW', 'PENDING', 'SUCCESS', 'FAILED'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const fundsTransferSchema = z.object({
  uid: z.uuid(),
  transferType: z.literal('WITHDRAW'),
  amount: rupeeAmountSchema,
  currency: z.literal('INR'),
  /** REVIEW shows as PENDING to the player. */
  status: transferStatusSchema,
  beneficiary: z.object({ uid: z.uuid(), type: beneficiaryTypeSchema, displayName: z.string() }),
  connector: z.string().nullable(),
  /** Why it failed (an operator's rejection reason or the bank's), else null. */
  failureReason: z.string().nullable(),
  createdOn: z.iso.datetime(),
  modifiedOn: z.iso.datetime(),
});
export type FundsTransfer = z.infer<typeof fundsTransferSchema>;
export const fundsTransfersSchema = z.array(fundsTransferSchema);
export const fundsTransferResponseSchema = z.object({
  message: z.string(),
  transfer: fundsTransferSchema,
});
/** A deposit or a withdrawal, as GET .../funds-transfer/{id} answers. */
export const anyFundsTransferSchema = z.discriminatedUnion('transferType', [
  fundsTransferSchema,
  depositTransferSchema,
]);
export type AnyFundsTransfer = z.infer<typeof anyFundsTransferSchema>;
export const depositResponseSchema = z.object({
  message: z.string(),
  transfer: depositTransferSchema,
});
export const fundsTransferParamsSchema = z.object({ id: z.uuid() });

// ---- Operators: withdrawal queue ----

export const operatorWithdrawalsQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
});

export const operatorWithdrawalSchema = z.object({
  uid: z.uuid(),
  player: z.object({ uid: z.uuid(), name: z.string(), email: z.string() }),
  amount: rupeeAmountSchema,
  status: withdrawalStatusSchema,
  beneficiary: z.object({ uid: z.uuid(), type: beneficiaryTypeSchema, displayName: z.string() }),
  connector: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Sends to the payout provider so far. */
  attempts: int32Schema(),
  /**
   * Maker-checker: a withdrawal in REVIEW needs two operators. The first approval is recorded
   * here and the withdrawal stays in REVIEW until a different operator approves it too.
   */
  firstApproval: z
    .object({ operator: z.object({ uid: z.uuid(), name: z.string() }), on: z.iso.datetime() })
    .nullable(),
  createdOn: z.iso.datetime(),
  modifiedOn: z.iso.datetime(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
export const operatorWithdrawalsSchema = z.array(operatorWithdrawalSchema);
export const withdrawalUidParamsSchema = z.object({ uid: z.uuid() });
export const operatorReasonBodySchema = z.object({
  reason: z.string().trim().min(3, CASHIER_MESSAGES.reason).max(200, CASHIER_MESSAGES.reason),
});

// ---- Operators: KYC queue ----

export const operatorKycQuerySchema = z.object({ status: kycStatusSchema.default('PENDING') });

export const kycDocumentSummarySchema = z.object({
  id: z.uuid(),
  contentType: kycDocumentTypeSchema,
  sizeBytes: int32Schema(),
  uploadedOn: z.iso.datetime(),
});

/** What one account shares with another: its PAN, a bank account or a VPA. */
export const KYC_LINKS = ['PAN', 'BANK_ACCOUNT', 'VPA'] as const;
/** An account's standing for betting: a break it took, or closed. */
export const ACCOUNT_STANDINGS = ['ACTIVE', 'TIMED_OUT', 'SELF_EXCLUDED', 'CLOSED'] as const;
export type AccountStanding = (typeof ACCOUNT_STANDINGS)[number];
export const kycLinkedAccountSchema = z.object({
  uid: z.uuid(),
  name: z.string(),
  email: z.string(),
  kycVerificationStatus: kycStatusSchema,
  shares: z.array(z.enum(KYC_LINKS)),
  standing: z.enum(ACCOUNT_STANDINGS),
});
export type KycLinkedAccount = z.infer<typeof kycLinkedAccountSchema>;

export const kycReviewItemSchema = z.object({
  player: z.object({
    uid: z.uuid(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    mobile: z.string(),
    /** The full PAN, so the operator can compare it with the image (operators only). */
    taxNumber: z.string().nullable(),
  }),
  kycVerificationStatus: kycStatusSchema,
  kycRejectionReason: z.string().nullable(),
  documents: z.array(kycDocumentSummarySchema),
  /**
   * One person, one account: every other account sharing the PAN, a bank account or a VPA
   * with this one. Approval of a linked account needs a second operator; an account linked
   * to a self-excluded or closed one cannot be approved at all.
   */
  linkedAccounts: z.array(kycLinkedAccountSchema),
  /**
   * Whether the operator asking opened (viewed or downloaded) the request's newest document:
   * approval needs it (409 KYC_DOCUMENT_NOT_OPENED otherwise).
   */
  documentOpened: z.boolean(),
  /** Maker-checker: the first operator's approval of a linked account, awaiting a second. */
  firstApproval: z
    .object({ operator: z.object({ uid: z.uuid(), name: z.string() }), on: z.iso.datetime() })
    .nullable(),
  modifiedOn: z.iso.datetime(),
});
export type KycReviewItem = z.infer<typeof kycReviewItemSchema>;

/**
 * What a KYC reviewer looks at twice in a PAN: a value not shaped as a PAN (5 letters, 4
 * digits, 1 letter), or one whose fourth letter says the holder is not an individual (P):
 * C company, H HUF, F firm, T trust and so on. A player's account is a person's.
 */
export function panConcerns(pan: string | null): string[] {
  if (pan === null) return [];
  if (!PAN_PATTERN.test(pan)) return ['Not the format of a PAN: 5 letters, 4 digits, 1 letter'];
  if (pan[3] !== 'P')
    return [`Fourth letter ${pan[3] ?? ''}: not an individual’s PAN (an individual’s is P)`];
  return [];
}
export const kycReviewQueueSchema = z.array(kycReviewItemSchema);
export const kycPlayerParamsSchema = z.object({ playerUid: z.uuid() });
export const kycDocumentParamsSchema = z.object({ id: z.uuid() });
export const kycDecisionResponseSchema = z.object({
  playerUid: z.uuid(),
  kycVerified: z.boolean(),
  kycVerificationStatus: kycStatusSchema,
  kycRejectionReason: z.string().nullable(),
  /** A linked account's first approval (answered 202): a different operator must approve too. */
  awaitingSecondOperator: z.boolean(),
});
export type KycDecisionResponse = z.infer<typeof kycDecisionResponseSchema>;

// ---- Payout provider callbacks (provider → us) ----

export const PAYOUT_SIGNATURE_HEADER = 'x-payout-signature';
export const PAYOUT_TIMESTAMP_HEADER = 'x-payout-timestamp';

/**
 * POST /api/cashier/payouts/callback. Signed: hex HMAC-SHA256 of `${timestamp}.${rawBody}`
 * with PAYOUT_CALLBACK_SECRET, the timestamp in Unix seconds.
 */
export const payoutCallbackBodySchema = z.object({
  eventId: z.string().min(1).max(100),
  /** Our withdrawal uid, sent to the provider as its reference. */
  reference: z.uuid(),
  status: z.enum(['SUCCESS', 'FAILED']),
  providerReference: z.string().max(100).optional(),
  reason: z.string().max(200).optional(),
});
export type PayoutCallbackBody = z.infer<typeof payoutCallbackBodySchema>;
