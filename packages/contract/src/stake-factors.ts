import { z } from 'zod';
import { formatRupees } from './money';
import { hasWholeHundredths, int32Schema } from './number-bounds';
import { marketTypeSchema } from './fixtures';

/**
 * Per-player stake factors (decision 072). The largest single stake a player may put on one
 * runner in one market is the market's base limit x the player's factor, in whole rupees; a
 * slip over it is answered 409 COUNTER_OFFER with that stake, which the player may take once
 * within COUNTER_OFFER_SECONDS. Money in the details is in rupees, as every refusal's.
 */
export const STAKE_FACTOR_MIN = 0.01;
export const STAKE_FACTOR_MAX = 10;
export const STAKE_FACTOR_DEFAULT = 1;
/** A market's base limit unless set otherwise (markets.base_stake_limit_paise's default): ₹10,000. */
export const DEFAULT_BASE_STAKE_LIMIT_PAISE = 1_000_000;
/** How long a counter-offer may be taken, by the app clock (place_bet_slip_once holds the same). */
export const COUNTER_OFFER_SECONDS = 30;

export const STAKE_FACTOR_MESSAGES = {
  factor: 'Enter a factor from 0.01 to 10, in hundredths',
  reason: 'Give a reason (3 to 500 characters)',
  counterOffer: (horse: string, maxStakePaise: number) =>
    `We can accept at most ${formatRupees(maxStakePaise)} on ${horse}. You may take that stake within ${COUNTER_OFFER_SECONDS} seconds.`,
  counterOfferTaken: 'This offer was already taken.',
  counterOfferGone: 'This offer has expired or was already taken. Please place the bet again.',
} as const;

/** The largest single stake on a runner, in paise of whole rupees: base limit x factor, floored. */
export function maxStakePaise(baseLimitPaise: number, factorHundredths: number): number {
  return Math.floor((baseLimitPaise * factorHundredths) / 10_000) * 100;
}

/** What a COUNTER_OFFER answer's details carry. */
export const counterOfferDetailsSchema = z.object({
  offerId: z.uuid(),
  selection: z.uuid(),
  horseNo: int32Schema(),
  market: marketTypeSchema,
  /** The largest stake accepted, in whole rupees (GST included, as the slip's ticket price). */
  maxStake: z.number().int().positive(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CounterOfferDetails = z.infer<typeof counterOfferDetailsSchema>;

export const setStakeFactorBodySchema = z.object({
  factor: z
    .number({ error: STAKE_FACTOR_MESSAGES.factor })
    .min(STAKE_FACTOR_MIN, STAKE_FACTOR_MESSAGES.factor)
    .max(STAKE_FACTOR_MAX, STAKE_FACTOR_MESSAGES.factor)
    .refine(hasWholeHundredths, STAKE_FACTOR_MESSAGES.factor),
  reason: z
    .string({ error: STAKE_FACTOR_MESSAGES.reason })
    .trim()
    .min(3, STAKE_FACTOR_MESSAGES.reason)
    .max(500, STAKE_FACTOR_MESSAGES.reason),
});
export type SetStakeFactorBody = z.infer<typeof setStakeFactorBodySchema>;

/**
 * What a trader sees beside a player's factor: the player's own result on settled singles
 * (returns less stakes, rupees; positive: the player is up), the share of them won, and the
 * average "to 1" price taken over every single struck.
 */
export const playerTradingProfileSchema = z.object({
  uid: z.uuid(),
  factor: z.number(),
  /** The largest single stake at the default base limit (₹10,000) x the factor, in rupees. */
  maxStakeAtBase: z.number(),
  settledBets: int32Schema(),
  profitAndLoss: z.number(),
  /** Won / settled (0 to 1); null before any settled bet. */
  strikeRate: z.number().nullable(),
  averagePrice: z.number().nullable(),
});
export type PlayerTradingProfile = z.infer<typeof playerTradingProfileSchema>;
