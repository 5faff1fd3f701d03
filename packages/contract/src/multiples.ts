import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { priceSchema } from './fixtures';
import {
  BET_MESSAGES,
  MAX_LINE_RUPEES,
  MAX_SLIP_TOTAL_RUPEES,
  MIN_SLIP_TOTAL_RUPEES,
} from './bet-slip';
import { placedBetSchema, rupeeAmountSchema } from './wallet';

/**
 * Multiples (issue 26, docs/rules.md "Multiples"): an Accumulator is one bet on every leg; a
 * Kenchi is every double, treble and larger accumulator of the legs, without singles. Each-way
 * doubles the bets: a win part on the legs' Win prices and a place part on their Place prices.
 */
export const MULTIPLE_KINDS = ['ACCUMULATOR', 'KENCHI'] as const;
export const multipleKindSchema = z.enum(MULTIPLE_KINDS);
export type MultipleKind = z.infer<typeof multipleKindSchema>;

export const MIN_MULTIPLE_LEGS = 2;
export const MAX_MULTIPLE_LEGS = 6;

export const MULTIPLE_MESSAGES = {
  sameRace: 'Each leg of a multiple must be in a different race.',
  tooManyLegs: 'A multiple has at most 6 legs.',
  tooFewLegs: 'A multiple needs legs in at least 2 races.',
  eachWayWinLegs: 'An each-way multiple is placed on the Win and Place prices of every leg.',
} as const;

/** The leg subsets a multiple bets on, as sorted lists of leg indexes (Accumulator: all of them). */
export function multipleLegSets(kind: MultipleKind, legCount: number): number[][] {
  if (kind === 'ACCUMULATOR') return [Array.from({ length: legCount }, (_, index) => index)];
  const sets: number[][] = [];
  for (let mask = 1; mask < 1 << legCount; mask += 1) {
    const set = Array.from({ length: legCount }, (_, index) => index).filter(
      (index) => mask & (1 << index),
    );
    if (set.length >= 2) sets.push(set);
  }
  return sets.sort((a, b) => a.length - b.length);
}

/** Bets in a multiple: Accumulator 1; Kenchi 2^n - n - 1 (3 legs: 4, 6 legs: 57); x2 each-way. */
export const betsInMultiple = (kind: MultipleKind, legCount: number, eachWay: boolean): number =>
  (kind === 'ACCUMULATOR' ? 1 : 2 ** legCount - legCount - 1) * (eachWay ? 2 : 1);

/** A multiple's ticket price in rupees: the unit stake on each of its bets, GST included. */
export const multipleTicketRupees = (
  kind: MultipleKind,
  legCount: number,
  eachWay: boolean,
  unitStake: number,
): number => unitStake * betsInMultiple(kind, legCount, eachWay);

export const multipleLegSchema = z.object({
  sportFixture: z.uuid(),
  selection: z.uuid(),
  market: z.enum(['WIN', 'PLACE']),
  /** The "to 1" price the player saw. */
  odds: priceSchema,
  /**
   * Each-way: the runner's Place price the player saw, checked like `odds`. Without it the place
   * part is struck at the runner's Place price at placement (what the race card shows).
   */
  placeOdds: priceSchema.optional(),
});
export type MultipleLeg = z.infer<typeof multipleLegSchema>;

export const placeMultipleRequestSchema = z
  .object({
    kind: multipleKindSchema,
    eachWay: z.boolean(),
    /** Rupees per bet, GST included. */
    unitStake: int32Schema()
      .positive(BET_MESSAGES.invalidAmount)
      .max(MAX_LINE_RUPEES, BET_MESSAGES.invalidAmount),
    legs: z
      .array(multipleLegSchema)
      .min(MIN_MULTIPLE_LEGS, MULTIPLE_MESSAGES.tooFewLegs)
      .max(MAX_MULTIPLE_LEGS, MULTIPLE_MESSAGES.tooManyLegs),
    /**
     * The counter-offer this multiple takes (decision 078): its id from a COUNTER_OFFER answer,
     * whose `maxStake` is the largest unit stake on that leg.
     */
    counterOffer: z.uuid().optional(),
  })
  .refine((body) => new Set(body.legs.map((leg) => leg.sportFixture)).size === body.legs.length, {
    message: MULTIPLE_MESSAGES.sameRace,
    path: ['legs'],
  })
  .refine((body) => !body.eachWay || body.legs.every((leg) => leg.market === 'WIN'), {
    message: MULTIPLE_MESSAGES.eachWayWinLegs,
    path: ['legs'],
  })
  // The ticket price (unit stake x bets) lies within a slip's bounds, as a slip's total does.
  .refine((body) => {
    const total = multipleTicketRupees(body.kind, body.legs.length, body.eachWay, body.unitStake);
    return total >= MIN_SLIP_TOTAL_RUPEES && total <= MAX_SLIP_TOTAL_RUPEES;
  }, BET_MESSAGES.totalOutOfRange);
export type PlaceMultipleRequest = z.infer<typeof placeMultipleRequestSchema>;

export const placeMultipleResponseSchema = z.object({
  ticketNumber: z.string(),
  /** Every bet of the multiple (an Accumulator has one; each-way doubles them). */
  bets: z.array(placedBetSchema),
  /** Rupees: unit stake x bets, GST included. */
  totalBetAmount: rupeeAmountSchema,
  /** Rupees if every leg wins, capped at MULTIPLE_MAX_PAYOUT_RUPEES. */
  potentialPayout: rupeeAmountSchema,
});
export type PlaceMultipleResponse = z.infer<typeof placeMultipleResponseSchema>;
