import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { formatRupees } from './money';
import { indiaDayBounds, indiaDayOf } from './india-time';
import { rupeeAmountSchema } from './wallet';

/**
 * Player protection (decision 033): limits, time-out, self-exclusion, reality checks and the
 * price-change policy. Amounts are rupees on the wire, periods are India-time calendar days,
 * weeks (Monday to Sunday) and months.
 */
/** DEPOSIT limits money paid in (decision 069); STAKE and LOSS limit bets. */
export const LIMIT_KINDS = ['STAKE', 'LOSS', 'DEPOSIT'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitKind = z.infer<typeof limitKindSchema>;
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** A raise or a removal waits this long, then needs the player's confirmation. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;
/** After an ended self-exclusion, the player asks to return and waits this long. */
export const RETURN_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const TIME_OUT_DURATIONS = ['P1D', 'P7D', 'P1M', 'P6W'] as const;
export const SELF_EXCLUSION_DURATIONS = ['P6M', 'P1Y', 'P2Y', 'P5Y'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const PRICE_CHANGE_POLICIES = ['ASK', 'HIGHER', 'ANY'] as const;
export const priceChangePolicySchema = z.enum(PRICE_CHANGE_POLICIES);
export type PriceChangePolicy = z.infer<typeof priceChangePolicySchema>;

/** Most a limit can be: ₹1 crore. */
export const MAX_LIMIT_RUPEES = 10_000_000;

export const PROTECTION_MESSAGES = {
  limitAmount: `Enter an amount from ₹1 to ${formatRupees(MAX_LIMIT_RUPEES * 100)}, in rupees and paise.`,
  noPendingChange: 'There is no change waiting for this limit.',
  tooEarlyToConfirm: 'This change can be confirmed only once its 24 hours have passed.',
  timeOutShorter: 'You are already taking a longer break. A break cannot be shortened.',
  timedOut: (until: string) =>
    `You are taking a break until ${until}. You can sign in, see your account and withdraw, but not bet.`,
  selfExcluded: (until: string) =>
    `You have excluded yourself from betting until ${until}. Your balance stays withdrawable.`,
  selfExcludedAlready: 'You are already self-excluded. An exclusion cannot be shortened or lifted.',
  notYetEnded: 'Your self-exclusion has not ended yet.',
  notExcluded: 'You are not self-excluded.',
  accountClosed: 'Your account is closed. Contact support to reopen it.',
  /** One person, one account (decision 047): another account with the same PAN, bank or VPA. */
  linkedSelfExcluded: (until: string) =>
    `An account with your PAN, bank account or UPI ID is self-excluded until ${until}, so this account cannot bet either.`,
  linkedClosed:
    'An account with your PAN, bank account or UPI ID is closed, so this account cannot bet. Contact support.',
  limitReached: (limit: string, left: string) =>
    `This slip would break your ${limit}. You have ${left} left.`,
} as const;

const PERIOD_WORDS: Record<LimitPeriod, string> = {
  DAY: 'daily',
  WEEK: 'weekly',
  MONTH: 'monthly',
};
const KIND_WORDS: Record<LimitKind, string> = {
  STAKE: 'stake limit',
  LOSS: 'loss limit',
  DEPOSIT: 'deposit limit',
};

/** "daily stake limit of ₹1,000.00": how a message names a limit. */
export function describeLimit(kind: LimitKind, period: LimitPeriod, amountPaise: number): string {
  return `${PERIOD_WORDS[period]} ${KIND_WORDS[kind]} of ${formatRupees(amountPaise)}`;
}

/** The India-time day, week (from Monday) or month holding an instant: its UTC start. */
export function indiaPeriodStart(period: LimitPeriod, instant: Date | number): Date {
  const day = indiaDayOf(instant);
  if (period === 'DAY') return indiaDayBounds(day).start;
  if (period === 'MONTH') return indiaDayBounds(`${day.slice(0, 8)}01`).start;
  const start = indiaDayBounds(day).start;
  const weekday = (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  return new Date(start.getTime() - weekday * 24 * 60 * 60 * 1000);
}

/** The end of a time-out or self-exclusion of an ISO 8601 duration started at an instant. */
export function addDuration(start: Date, duration: TimeOutDuration | SelfExclusionDuration): Date {
  const end = new Date(start.getTime());
  const amount = Number(duration.slice(1, -1));
  const unit = duration.slice(-1) as 'D' | 'W' | 'M' | 'Y';
  switch (unit) {
    case 'D':
      end.setUTCDate(end.getUTCDate() + amount);
      break;
    case 'W':
      end.setUTCDate(end.getUTCDate() + 7 * amount);
      break;
    case 'M':
      end.setUTCMonth(end.getUTCMonth() + amount);
      break;
    case 'Y':
      end.setUTCFullYear(end.getUTCFullYear() + amount);
  }
  return end;
}

const limitAmountSchema = rupeeAmountSchema.refine(
  (rupees) => rupees >= 1 && rupees <= MAX_LIMIT_RUPEES,
  { message: PROTECTION_MESSAGES.limitAmount },
);

export const playerLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: rupeeAmountSchema,
  /** Stakes, net losses (floored at zero), or deposits started, so far this period. */
  used: rupeeAmountSchema,
  /** A raise waiting for confirmation; null with pendingFrom set: a removal waiting. */
  pendingAmount: rupeeAmountSchema.nullable(),
  /** From when the waiting change can be confirmed. */
  pendingFrom: z.iso.datetime().nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimitSchema>;

export const protectionsSchema = z.object({
  limits: z.array(playerLimitSchema),
  timeOutUntil: z.iso.datetime().nullable(),
  /** Until when betting stays refused; after its end, until the return the player asked for. */
  selfExcludedUntil: z.iso.datetime().nullable(),
  /** Set when the player asked to return after an exclusion: betting resumes then. */
  selfExclusionReturnFrom: z.iso.datetime().nullable(),
  realityCheckMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  priceChangePolicy: priceChangePolicySchema,
  marketingConsent: z.boolean(),
  /** Set when the account was closed (bets refused; support reopens it). */
  closedAt: z.iso.datetime().nullable(),
});
export type Protections = z.infer<typeof protectionsSchema>;

export const setLimitBodySchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** null removes the limit (after the cooling-off and a confirmation). */
  amount: limitAmountSchema.nullable(),
});
export type SetLimitBody = z.infer<typeof setLimitBodySchema>;

export const confirmLimitBodySchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
});
export type ConfirmLimitBody = z.infer<typeof confirmLimitBodySchema>;

export const timeOutBodySchema = z.object({ duration: z.enum(TIME_OUT_DURATIONS) });
export type TimeOutBody = z.infer<typeof timeOutBodySchema>;

export const selfExclusionBodySchema = z.object({ duration: z.enum(SELF_EXCLUSION_DURATIONS) });
export type SelfExclusionBody = z.infer<typeof selfExclusionBodySchema>;

export const protectionSettingsBodySchema = z.object({
  realityCheckMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  priceChangePolicy: priceChangePolicySchema,
  /** Optional: leaving it out keeps the consent as it is. */
  marketingConsent: z.boolean().optional(),
});
export type ProtectionSettingsBody = z.infer<typeof protectionSettingsBodySchema>;

export const closeAccountBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

/** This sign-in's play so far, for the reality check. */
export const playSessionSchema = z.object({
  startedAt: z.iso.datetime(),
  minutes: int32Schema(),
  stakes: rupeeAmountSchema,
  returns: rupeeAmountSchema,
  /** Returns less stakes of settled bets, open stakes counted out: negative is a loss. */
  net: rupeeAmountSchema,
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** One change of a player's protections, from the audit log: who set what, when. */
export const protectionHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  actor: z.object({ type: z.string(), id: z.string().nullable() }),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const operatorPlayerProtectionsSchema = z.object({
  protections: protectionsSchema,
  history: z.array(protectionHistoryEntrySchema),
});
export type OperatorPlayerProtections = z.infer<typeof operatorPlayerProtectionsSchema>;

export const limitHitsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  atLeast: z.coerce.number().int().min(1).max(1000).default(3),
});

/** Players whose slips protections refused at least `atLeast` times in the last `days`. */
export const limitHitsSchema = z.object({
  players: z.array(
    z.object({
      uid: z.uuid(),
      email: z.string(),
      name: z.string(),
      refusals: int32Schema(),
      lastAt: z.iso.datetime(),
    }),
  ),
});
export type LimitHits = z.infer<typeof limitHitsSchema>;
