import { z } from 'zod';
import { MIN_SLIP_TOTAL_RUPEES } from './bet-slip';
import { marketTypeSchema, priceSchema } from './fixtures';
import { int32Schema } from './number-bounds';
import { rupeeAmountSchema } from './wallet';

/**
 * A trader's offer on a bet held for review (decision 080): part of its stake and/or a shorter
 * price, kept as a counter-offer (decision 072) naming the bet. The player takes it or declines
 * it once, within REVIEW_OFFER_SECONDS by the app clock; taken, the bet stands at the offer and
 * the rest of the stake goes back; declined or expired, the whole stake goes back. Stakes are
 * whole rupees, GST included, as the slip's ticket price.
 */
export const REVIEW_OFFER_SECONDS = 60;

export const REVIEW_OFFER_MESSAGES = {
  offer: 'Offer a smaller stake (whole rupees, ₹100 or more) and/or a shorter price',
  stakeTooLarge: 'The stake offered must be less than the bet’s stake',
  priceTooLong: 'The price offered must be shorter than the bet’s price',
  multiple: 'A multiple can only be confirmed or rejected whole',
  offerOpen: 'The player is deciding on an offer for this bet',
} as const;

export const offerBetBodySchema = z
  .object({
    /** The stake offered, whole rupees; absent: the bet's whole stake. */
    stake: z
      .number({ error: REVIEW_OFFER_MESSAGES.offer })
      .int(REVIEW_OFFER_MESSAGES.offer)
      .min(MIN_SLIP_TOTAL_RUPEES, REVIEW_OFFER_MESSAGES.offer)
      .max(99_999, REVIEW_OFFER_MESSAGES.offer)
      .optional(),
    /** The "to 1" price offered; absent: the bet's price. */
    price: priceSchema.optional(),
  })
  .refine((body) => body.stake !== undefined || body.price !== undefined, {
    message: REVIEW_OFFER_MESSAGES.offer,
  });
export type OfferBetBody = z.infer<typeof offerBetBodySchema>;

/** An open offer as the review queue shows it beside the bet. */
export const reviewOfferTermsSchema = z.object({
  offerId: z.uuid(),
  stake: rupeeAmountSchema,
  odds: z.number(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ReviewOfferTerms = z.infer<typeof reviewOfferTermsSchema>;

/** An open offer as the player sees it: the bet as struck and what the book offers instead. */
export const reviewOfferSchema = reviewOfferTermsSchema.extend({
  betUid: z.uuid(),
  ticketNumber: z.string(),
  venueName: z.string(),
  raceNumber: int32Schema().positive(),
  market: marketTypeSchema,
  horseNo: int32Schema().positive(),
  horse: z.string(),
  betStake: rupeeAmountSchema,
  betOdds: z.number(),
  /** Whole seconds left by the server's clock: the app counts down from when it heard this. */
  secondsLeft: int32Schema().nonnegative(),
});
export type ReviewOffer = z.infer<typeof reviewOfferSchema>;

export const reviewOffersResponseSchema = z.object({ offers: z.array(reviewOfferSchema) });
export type ReviewOffersResponse = z.infer<typeof reviewOffersResponseSchema>;

export const reviewOfferParamsSchema = z.object({ offerId: z.uuid() });

/** What the trader's offer answers: the bet still held, and the offer. */
export const offerBetResponseSchema = z.object({
  uid: z.uuid(),
  betStatus: z.literal('ACCEPTED'),
  offer: reviewOfferTermsSchema,
});
export type OfferBetResponse = z.infer<typeof offerBetResponseSchema>;

/** The player's answer: taken (the bet stands at the offer) or declined (refunded); `released` in rupees. */
export const reviewOfferAnswerSchema = z.object({
  uid: z.uuid(),
  betStatus: z.enum(['CONFIRMED', 'REJECTED']),
  stake: rupeeAmountSchema,
  odds: z.number(),
  released: rupeeAmountSchema,
});
export type ReviewOfferAnswer = z.infer<typeof reviewOfferAnswerSchema>;
