import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { marketTypeSchema, priceSchema } from './fixtures';
import { calendarDaySchema } from './india-time';
import { poolStatusSchema, totePoolSchema } from './tote';
import { rupeeAmountSchema } from './wallet';

/** `GET /api/mc/race-results?date=`: the results of a race day with each market's winning prices. */
export const RACE_RESULTS_PATH = '/api/mc/race-results';

export const RACE_RESULTS_MESSAGES = {
  date: 'Please choose a race day.',
} as const;

export const raceResultsQuerySchema = z.object({
  date: calendarDaySchema(RACE_RESULTS_MESSAGES.date),
});
export type RaceResultsQuery = z.infer<typeof raceResultsQuerySchema>;

/** A runner a market pays on, at the price it closed at ("to 1"). */
export const winningPriceSchema = z.object({
  place: int32Schema().min(1).max(3),
  participant: z.uuid(),
  horseNumber: int32Schema().positive(),
  name: z.string(),
  /** The runner's price in the market when betting closed; null when it had none. */
  price: priceSchema.nullable(),
  /** Shared the place with another runner: a dead heat can cut the payout. */
  isDeadHeat: z.boolean(),
});
export type WinningPrice = z.infer<typeof winningPriceSchema>;

export const marketResultSchema = z.object({
  market: marketTypeSchema,
  /** False when too few ran for the market to be offered (its bets are refunded). */
  isRunning: z.boolean(),
  winners: z.array(winningPriceSchema),
});
export type MarketResult = z.infer<typeof marketResultSchema>;

/**
 * A tote pool of a resulted race as the results print it: its declared dividends per ₹10 unit
 * ("Win ₹43 · Place ₹16, ₹12, ₹20 · Forecast ₹210"), what it carried forward, what it refunded.
 */
export const poolResultSchema = z.object({
  pool: totePoolSchema,
  status: poolStatusSchema,
  /** Rupees per ₹10 unit on each winning combination that was backed. */
  dividends: z.array(
    z.object({ combination: z.array(int32Schema()), dividend: rupeeAmountSchema }),
  ),
  /** Rupees carried forward into this pool from an earlier race. */
  carryIn: rupeeAmountSchema,
  /** Rupees carried forward out of it (nobody held a winning combination, or refunded with a carry-in). */
  carryForward: rupeeAmountSchema,
  /** Rupees refunded (units on non-starters, or the whole pool), GST excluded. */
  refunds: rupeeAmountSchema,
});
export type PoolResult = z.infer<typeof poolResultSchema>;

export const raceResultPricesSchema = z.object({
  uid: z.uuid(),
  startDate: z.iso.datetime(),
  venue: z.string(),
  venueName: z.string(),
  raceNumber: int32Schema().positive(),
  name: z.string(),
  /** Runners that started (scratched runners left out). */
  starters: int32Schema().nonnegative(),
  /** The race was declared void: every bet is refunded. */
  voided: z.boolean(),
  markets: z.array(marketResultSchema),
  /** The race's tote pools once worked out (always sent by the API), in TOTE_POOLS order. */
  pools: z.array(poolResultSchema).optional(),
  /** The race's replay can be watched (`GET /api/video/replays/{uid}`); always sent by the API. */
  hasReplay: z.boolean().optional(),
});
export type RaceResultPrices = z.infer<typeof raceResultPricesSchema>;

export const raceResultsSchema = z.array(raceResultPricesSchema);
