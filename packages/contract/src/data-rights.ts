import { z } from 'zod';

/**
 * The player's data rights under the Digital Personal Data Protection Act 2023 and its Rules
 * (notified 13 Nov 2025): consent by purpose, what is held and shared, export, correction,
 * erasure with a legal hold, and breach notices (decision 070).
 */

/** The privacy notice in force. A new version asks every player again. */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/**
 * ACCOUNT: running the account, bets and payouts (the player cannot use the product without
 * it). MARKETING: promotions and offers by email and SMS, given and withdrawn at will.
 */
export const CONSENT_PURPOSES = ['ACCOUNT', 'MARKETING'] as const;
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

/** Where the player gave or changed consent. */
export const CONSENT_SCREENS = ['REGISTRATION', 'NOTICE_PROMPT', 'MY_DATA', 'SETTINGS'] as const;
export const consentScreenSchema = z.enum(CONSENT_SCREENS);

export const DATA_RIGHTS_MESSAGES = {
  noticeVersion: 'This privacy notice has been replaced: please read the new one.',
  accountPurpose: 'Furlong cannot run your account without the ACCOUNT purpose.',
  details: 'Please say what is wrong or what you want erased (5 to 2000 characters)',
  requestClosed: 'This request is already closed.',
  balanceFirst:
    'The player still has a balance: it must be withdrawn before the personal data is erased.',
  erasureOpen: 'An erasure request is already open.',
  note: 'Please write a note (3 to 2000 characters)',
  breachText: 'Please fill this in (3 to 4000 characters)',
  breachPlayers: 'Name at least one affected player (at most 100000)',
  breachSent: 'This notice has already been sent.',
  breachNotSent: 'Send the notice to the players before recording the report to the Board.',
  detectedBeforeOccurred: 'The breach cannot be found before it happened.',
} as const;

/** A consent as recorded: the notice version, the purposes, when and on which screen. */
export const consentRecordSchema = z.object({
  noticeVersion: z.string(),
  purposes: z.array(consentPurposeSchema),
  screen: consentScreenSchema,
  givenAt: z.iso.datetime(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/customer/self/consent */
export const consentStateSchema = z.object({
  currentNoticeVersion: z.string(),
  /** The latest record, or null when the player never answered a notice. */
  current: consentRecordSchema.nullable(),
  /** True when the latest record is for an older notice (or none): the web asks again. */
  needsAnswer: z.boolean(),
  history: z.array(consentRecordSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** PUT /api/customer/self/consent: giving or withdrawing a purpose is the same call. */
export const consentBodySchema = z.object({
  noticeVersion: z.string().max(32),
  purposes: z
    .array(consentPurposeSchema)
    .max(CONSENT_PURPOSES.length)
    .refine((purposes) => purposes.includes('ACCOUNT'), DATA_RIGHTS_MESSAGES.accountPurpose)
    .refine((purposes) => new Set(purposes).size === purposes.length, 'Each purpose at most once'),
  /** The screens a signed-in player answers on (registration records its own). */
  screen: consentScreenSchema.exclude(['REGISTRATION']),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** Who receives a player's data, and why. */
export const DATA_RECIPIENTS = [
  'PAYOUT_PROVIDER',
  'SMS_SENDER',
  'EMAIL_SENDER',
  'KYC_REVIEWERS',
] as const;
export const dataRecipientSchema = z.enum(DATA_RECIPIENTS);
export type DataRecipient = z.infer<typeof dataRecipientSchema>;

/** The categories of personal data the summary and the export group by. */
export const DATA_CATEGORIES = [
  'IDENTITY',
  'CONSENTS',
  'KYC',
  'MONEY',
  'BETS',
  'PROTECTIONS',
  'SIGN_IN',
  'MESSAGES',
  'PREFERENCES',
  'REQUESTS',
] as const;
export const dataCategorySchema = z.enum(DATA_CATEGORIES);
export type DataCategory = z.infer<typeof dataCategorySchema>;

/** GET /api/customer/self/data: what is held, for what, with whom it is shared. */
export const dataSummarySchema = z.object({
  categories: z.array(
    z.object({
      category: dataCategorySchema,
      /** How many records of this category are held. */
      records: z.number().int().nonnegative(),
      sharedWith: z.array(dataRecipientSchema),
      /** Kept under a legal hold after erasure (KYC, tax and money records). */
      isLegallyHeld: z.boolean(),
    }),
  ),
  erasedAt: z.iso.datetime().nullable(),
  legalHoldUntil: z.iso.datetime().nullable(),
});
export type DataSummary = z.infer<typeof dataSummarySchema>;

export const dataExportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** With whom each category is shared, and so what the summary tells the player. */
export const DATA_SHARED_WITH: Readonly<Record<DataCategory, readonly DataRecipient[]>> = {
  IDENTITY: ['KYC_REVIEWERS', 'PAYOUT_PROVIDER', 'SMS_SENDER', 'EMAIL_SENDER'],
  CONSENTS: [],
  KYC: ['KYC_REVIEWERS'],
  MONEY: ['PAYOUT_PROVIDER'],
  BETS: [],
  PROTECTIONS: [],
  SIGN_IN: ['SMS_SENDER', 'EMAIL_SENDER'],
  MESSAGES: ['SMS_SENDER', 'EMAIL_SENDER'],
  PREFERENCES: [],
  REQUESTS: [],
};

/** The JSON export: every table's rows for the player, by table, with each category. */
export const dataExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  player: z.uuid(),
  tables: z.record(
    z.string(),
    z.object({
      category: dataCategorySchema,
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const DATA_REQUEST_KINDS = ['CORRECTION', 'ERASURE'] as const;
export const dataRequestKindSchema = z.enum(DATA_REQUEST_KINDS);
export const DATA_REQUEST_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'REFUSED'] as const;
export const dataRequestStatusSchema = z.enum(DATA_REQUEST_STATUSES);
export type DataRequestStatus = z.infer<typeof dataRequestStatusSchema>;
/** Days within which a request is answered. */
export const DATA_REQUEST_DAYS = 90;
/** Years KYC, tax and money records are kept after the account closes. */
export const LEGAL_HOLD_YEARS = 5;

/** POST /api/customer/self/data-requests */
export const dataRequestBodySchema = z.object({
  kind: dataRequestKindSchema,
  details: z
    .string()
    .trim()
    .min(5, DATA_RIGHTS_MESSAGES.details)
    .max(2000, DATA_RIGHTS_MESSAGES.details),
});
export type DataRequestBody = z.infer<typeof dataRequestBodySchema>;

export const dataRequestEventSchema = z.object({
  at: z.iso.datetime(),
  actor: z.enum(['player', 'operator']),
  /** The operator's name; null for the player. */
  actorName: z.string().nullable(),
  action: z.enum(['REQUESTED', 'STARTED', 'NOTE', 'DONE', 'REFUSED']),
  note: z.string().nullable(),
});

export const dataRequestSchema = z.object({
  uid: z.uuid(),
  kind: dataRequestKindSchema,
  details: z.string(),
  status: dataRequestStatusSchema,
  requestedAt: z.iso.datetime(),
  /** 90 days after the request. */
  dueAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  outcome: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestsSchema = z.array(dataRequestSchema);

// ---- Operators: the Data requests queue ----

export const operatorDataRequestSchema = dataRequestSchema.extend({
  player: z.object({ uid: z.uuid(), name: z.string() }),
  /** Whole days left on the 90-day clock (negative: overdue). */
  daysLeft: z.number().int(),
  history: z.array(dataRequestEventSchema),
});
export type OperatorDataRequest = z.infer<typeof operatorDataRequestSchema>;
export const operatorDataRequestsSchema = z.array(operatorDataRequestSchema);
export const operatorDataRequestsQuerySchema = z.object({
  /** Open ones (OPEN and IN_PROGRESS) by default, the earliest due first. */
  status: z.enum(['ACTIVE', 'CLOSED']).default('ACTIVE'),
});
export const dataRequestParamsSchema = z.object({ uid: z.uuid() });
export const dataRequestActionBodySchema = z.object({
  action: z.enum(['START', 'NOTE', 'COMPLETE', 'REFUSE']),
  note: z.string().trim().min(3, DATA_RIGHTS_MESSAGES.note).max(2000, DATA_RIGHTS_MESSAGES.note),
});
export type DataRequestActionBody = z.infer<typeof dataRequestActionBodySchema>;

// ---- Breach notices (DPDP Rules 2025, rule 7) ----

/** Hours after becoming aware within which the Data Protection Board gets the full report. */
export const BREACH_BOARD_REPORT_HOURS = 72;

const breachText = z
  .string()
  .trim()
  .min(3, DATA_RIGHTS_MESSAGES.breachText)
  .max(4000, DATA_RIGHTS_MESSAGES.breachText);

/** POST /api/operator/breach-notices: the draft an ADMIN writes. */
export const breachNoticeBodySchema = z
  .object({
    occurredAt: z.iso.datetime(),
    /** When Furlong became aware: the Board's 72 hours run from here. */
    detectedAt: z.iso.datetime(),
    /** Nature, timing and location of the breach. */
    description: breachText,
    /** Which data and how many players. */
    extent: breachText,
    /** The consequences likely for the players. */
    consequences: breachText,
    /** What Furlong did and does to limit the harm. */
    mitigation: breachText,
    /** What a player can do to protect themselves. */
    playerSteps: breachText,
    /** Who answers the players' questions. */
    contact: breachText,
    /** For the Board: the facts, circumstances and reasons, and who caused it if found. */
    cause: breachText,
    /** For the Board: what is done so it does not happen again. */
    prevention: breachText,
    affectedPlayers: z.array(z.uuid()).min(1, DATA_RIGHTS_MESSAGES.breachPlayers).max(100_000),
  })
  .refine((body) => body.detectedAt >= body.occurredAt, {
    message: DATA_RIGHTS_MESSAGES.detectedBeforeOccurred,
    path: ['detectedAt'],
  });
export type BreachNoticeBody = z.infer<typeof breachNoticeBodySchema>;

export const breachNoticeParamsSchema = z.object({ uid: z.uuid() });
export const breachBoardReportBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .min(3, DATA_RIGHTS_MESSAGES.note)
    .max(200, DATA_RIGHTS_MESSAGES.note),
});

export const breachNoticeSchema = z.object({
  uid: z.uuid(),
  draftedBy: z.string(),
  draftedAt: z.iso.datetime(),
  occurredAt: z.iso.datetime(),
  detectedAt: z.iso.datetime(),
  description: z.string(),
  extent: z.string(),
  consequences: z.string(),
  mitigation: z.string(),
  playerSteps: z.string(),
  contact: z.string(),
  cause: z.string(),
  prevention: z.string(),
  affectedPlayers: z.number().int(),
  sentBy: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** detectedAt + 72 hours. */
  boardDueAt: z.iso.datetime(),
  boardReportedAt: z.iso.datetime().nullable(),
  boardReference: z.string().nullable(),
  /** When each message went, per player and channel. */
  deliveries: z.array(
    z.object({
      player: z.uuid(),
      channel: z.enum(['EMAIL', 'SMS']),
      sentAt: z.iso.datetime(),
    }),
  ),
});
export type BreachNotice = z.infer<typeof breachNoticeSchema>;
export const breachNoticesSchema = z.array(breachNoticeSchema.omit({ deliveries: true }));
