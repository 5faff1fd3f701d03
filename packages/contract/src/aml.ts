import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';

/**
 * Money-laundering alerts (PMLA 2002, FIU-IND; decision 071). Each rule fires once per player
 * and period; the thresholds below are the rules, read by the scan and shown by the console.
 */
export const AML_RULES = [
  /** Cash paid in above ₹10 lakh in an India calendar month. */
  'CASH_IN_ABOVE_LIMIT',
  /** Cash withdrawn above ₹10 lakh in an India calendar month. */
  'CASH_OUT_ABOVE_LIMIT',
  /** Paid in and withdrawn in a month with stakes under half of what was paid in. */
  'LITTLE_BETTING',
  /** A bank account (keyed hash) that is a beneficiary of two players or more. */
  'SHARED_BANK_ACCOUNT',
  /** A VPA (keyed hash) that is a beneficiary of two players or more. */
  'SHARED_VPA',
  /** A device signed in to three players' accounts or more. */
  'SHARED_DEVICE',
  /** Three or more withdrawals or cash-ins in a month each just under its maker-checker threshold. */
  'STRUCTURING',
] as const;
export const amlRuleSchema = z.enum(AML_RULES);
export type AmlRule = z.infer<typeof amlRuleSchema>;

export const AML_THRESHOLDS = {
  /** PMLA cash transaction reports: more than ₹10 lakh in a month. */
  monthlyCashRupees: 1_000_000,
  /** Little betting: paid in at least this in the month... */
  littleBettingPaidInRupees: 50_000,
  /** ...withdrawn at least this share of it (per cent)... */
  littleBettingWithdrawnPercent: 50,
  /** ...and staked less than this share of it (per cent). */
  littleBettingStakedPercent: 50,
  /** Structuring: an amount at or above this share of its threshold (per cent) and not over it... */
  structuringFloorPercent: 90,
  /** ...this many times or more in a month. */
  structuringCount: 3,
  /** Players sharing one bank account or VPA before it alerts (one person, one account). */
  sharedAccountPlayers: 2,
  /** Players sharing one device before it alerts (a household may share one). */
  sharedDevicePlayers: 3,
} as const;

export const AML_ALERT_STATUSES = ['OPEN', 'DISMISSED', 'ESCALATED'] as const;
export const amlAlertStatusSchema = z.enum(AML_ALERT_STATUSES);
export type AmlAlertStatus = z.infer<typeof amlAlertStatusSchema>;

export const AML_MESSAGES = {
  reason: 'Please give the reason (3 to 500 characters)',
  grounds: 'Please give the grounds of suspicion (10 to 2000 characters)',
  fiuReference: 'Please give the FIU-IND acknowledgement number (at most 64 characters)',
  alreadyDecided: 'This alert was already dismissed or escalated.',
  alreadyClosed: 'This report is already closed.',
  /**
   * The player's words while a report is open. They must not tip the player off that a report
   * exists (PMLA 2002 s.12(2): what is reported to FIU-IND stays confidential).
   */
  withdrawalsHeld: ERROR_MESSAGES.WITHDRAWALS_HELD,
} as const;

const operatorRefSchema = z.object({ uid: z.uuid(), name: z.string() });

export const amlAlertSchema = z.object({
  uid: z.uuid(),
  player: z.object({ uid: z.uuid(), name: z.string(), state: z.string() }),
  rule: amlRuleSchema,
  /** An India month (2031-03) for the money rules; the shared identifier's hash otherwise. */
  period: z.string(),
  /** What made the rule fire: rupees, counts, the other players sharing. */
  figures: z.record(z.string(), z.unknown()),
  status: amlAlertStatusSchema,
  raisedOn: z.iso.datetime(),
  decidedBy: operatorRefSchema.nullable(),
  decidedOn: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  /** The suspicious transaction report an escalation opened. */
  reportUid: z.uuid().nullable(),
});
export type AmlAlert = z.infer<typeof amlAlertSchema>;

export const amlAlertsQuerySchema = z.object({ status: amlAlertStatusSchema.default('OPEN') });
export const amlAlertsResponseSchema = z.object({ alerts: z.array(amlAlertSchema) });
export type AmlAlertsResponse = z.infer<typeof amlAlertsResponseSchema>;
export const amlUidParamsSchema = z.object({ uid: z.uuid() });

export const amlDismissBodySchema = z.object({
  reason: z.string().trim().min(3, AML_MESSAGES.reason).max(500, AML_MESSAGES.reason),
});
export type AmlDismissBody = z.infer<typeof amlDismissBodySchema>;

export const amlEscalateBodySchema = z.object({
  grounds: z.string().trim().min(10, AML_MESSAGES.grounds).max(2000, AML_MESSAGES.grounds),
});
export type AmlEscalateBody = z.infer<typeof amlEscalateBodySchema>;

export const SUSPICIOUS_REPORT_STATUSES = ['OPEN', 'CLOSED'] as const;

export const suspiciousReportSchema = z.object({
  uid: z.uuid(),
  alertUid: z.uuid(),
  player: z.object({ uid: z.uuid(), name: z.string(), state: z.string() }),
  grounds: z.string(),
  status: z.enum(SUSPICIOUS_REPORT_STATUSES),
  createdBy: operatorRefSchema,
  createdOn: z.iso.datetime(),
  closedBy: operatorRefSchema.nullable(),
  closedOn: z.iso.datetime().nullable(),
  closeReason: z.string().nullable(),
  fiuReference: z.string().nullable(),
});
export type SuspiciousReport = z.infer<typeof suspiciousReportSchema>;
export const suspiciousReportsResponseSchema = z.object({
  reports: z.array(suspiciousReportSchema),
});
export type SuspiciousReportsResponse = z.infer<typeof suspiciousReportsResponseSchema>;
export const suspiciousReportsQuerySchema = z.object({
  status: z.enum(SUSPICIOUS_REPORT_STATUSES).default('OPEN'),
});

export const closeSuspiciousReportBodySchema = z.object({
  reason: z.string().trim().min(3, AML_MESSAGES.reason).max(500, AML_MESSAGES.reason),
  fiuReference: z
    .string()
    .trim()
    .min(1, AML_MESSAGES.fiuReference)
    .max(64, AML_MESSAGES.fiuReference)
    .optional(),
});
export type CloseSuspiciousReportBody = z.infer<typeof closeSuspiciousReportBodySchema>;

export const suspiciousReportExportQuerySchema = z.object({
  format: z.enum(['json', 'csv']).default('json'),
});

/** One money movement in a report: a cash-in or a withdrawal. */
export const reportTransactionSchema = z.object({
  on: z.iso.datetime(),
  type: z.enum(['CASH_IN', 'WITHDRAWAL']),
  /** Rupees. */
  amount: z.number(),
  reference: z.string(),
  status: z.string(),
});

/**
 * What an STR to FIU-IND needs (the FINnet STR's person, account, transaction and grounds
 * parts), as the export carries it. The full PAN is opened here only: the export is audited.
 */
export const suspiciousReportExportSchema = z.object({
  reportUid: z.uuid(),
  reportingEntity: z.string(),
  preparedBy: z.string(),
  preparedOn: z.iso.datetime(),
  person: z.object({
    playerUid: z.uuid(),
    name: z.string(),
    dateOfBirth: z.string(),
    pan: z.string().nullable(),
    mobile: z.string(),
    email: z.string(),
    city: z.string().nullable(),
    state: z.string(),
    kycStatus: z.string(),
    accountOpenedOn: z.iso.datetime(),
  }),
  alert: z.object({
    rule: amlRuleSchema,
    period: z.string(),
    raisedOn: z.iso.datetime(),
    figures: z.record(z.string(), z.unknown()),
  }),
  grounds: z.string(),
  transactions: z.array(reportTransactionSchema),
});
export type SuspiciousReportExport = z.infer<typeof suspiciousReportExportSchema>;

/** POST /aml/scan's answer: how many alerts the scan raised (0 when all were known). */
export const amlScanResponseSchema = z.object({ raised: z.number().int().min(0) });
