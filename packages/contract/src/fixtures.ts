import { z } from 'zod';
import { hasWholeHundredths, int32Schema } from './number-bounds';
import { calendarDaySchema } from './india-time';

export const FIXTURE_STATUSES = [
  'NEW',
  'PUBLISHED',
  'SUSPENDED',
  'RESULT',
  'PAID',
  'COMPLETE',
] as const;
export const fixtureStatusSchema = z.enum(FIXTURE_STATUSES);
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;

/** Bets are open only for races in the upcoming grouping. */
export const OPEN_STATUSES: readonly FixtureStatus[] = ['NEW', 'PUBLISHED'];
export const isOpenStatus = (status: string): boolean =>
  (OPEN_STATUSES as readonly string[]).includes(status);

export const MARKET_TYPES = ['WIN', 'PLACE', 'SHP', 'THP'] as const;
export const marketTypeSchema = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof marketTypeSchema>;
/** A market's name wherever words have room (slip, My Bets); the code heads the price columns. */
export const MARKET_NAMES: Record<MarketType, string> = {
  WIN: 'Win',
  PLACE: 'Place',
  SHP: 'Second Horse Pool',
  THP: 'Third Horse Pool',
};

export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'CLOSED'] as const;
export const marketStatusSchema = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** The race card shows this default message only when it says something else. */
export const STANDARD_ODDS_MESSAGE = 'Odds will be available 10 minutes before the race.';

export const DIGITAL_CHANNEL = 'DIGITAL';

/** Prices are "to 1" odds: 4 means 4-1, 0.5 means 1-2 (odds-on). At most two decimals. */
export const priceSchema = z
  .number()
  .positive()
  .multipleOf(0.01)
  .max(999)
  .refine(hasWholeHundredths);

export const oddsSchema = z.object({
  market: marketTypeSchema,
  selection: z.uuid(),
  price: priceSchema,
  status: marketStatusSchema,
});

export const participantSchema = z.object({
  uid: z.uuid(),
  name: z.string(),
  horseNumber: int32Schema().positive(),
  cageNumber: int32Schema().positive().nullable(),
  jerseyUrl: z.string().nullable(),
  isRunner: z.boolean(),
  lastRuns: z.array(z.string()),
  weight: z.number().positive().nullable(),
  jockey: z.string().nullable(),
  trainer: z.string().nullable(),
  odds: z.array(oddsSchema),
});
export type Participant = z.infer<typeof participantSchema>;

export const selectionSchema = z.object({
  uid: z.uuid(),
  participant: z.uuid(),
  horseNumber: int32Schema().positive(),
  price: priceSchema,
  status: marketStatusSchema,
});

export const marketSchema = z.object({
  uid: z.uuid(),
  type: marketTypeSchema,
  status: marketStatusSchema,
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const standingSchema = z.object({
  place: int32Schema().min(1).max(3),
  participant: z.uuid(),
  horseNumber: int32Schema().positive(),
  name: z.string(),
});

/**
 * A declared result is PROVISIONAL, may be under a stewards' ENQUIRY or an OBJECTION, and is
 * OFFICIAL once weighed in: bets settle only then. A voided race is official at once.
 */
export const RESULT_STATES = ['PROVISIONAL', 'ENQUIRY', 'OBJECTION', 'OFFICIAL'] as const;
export const resultStateSchema = z.enum(RESULT_STATES);
export type ResultState = z.infer<typeof resultStateSchema>;

export const resultSchema = z.object({
  /** Places 1 to 3; a dead heat lists two runners with the same place. */
  standings: z.array(standingSchema),
  voided: z.boolean(),
  state: resultStateSchema,
});
export type RaceResult = z.infer<typeof resultSchema>;

/** A scratched runner. `withdrawals` and `withdrawnAt` are the spec's wire names, kept as clients read them. */
export const scratchedRunnerSchema = z.object({
  participant: z.uuid(),
  horseNumber: int32Schema().positive(),
  name: z.string(),
  /** The runner's WIN price when it was scratched; it sets the Rule 4 deduction on winning bets. */
  price: priceSchema.nullable(),
  withdrawnAt: z.iso.datetime(),
});

export const fixtureSummarySchema = z.object({
  uid: z.uuid(),
  startDate: z.iso.datetime(),
  venue: z.string(),
  venueName: z.string(),
  country: z.string(),
  raceNumber: int32Schema().positive(),
  distance: int32Schema().positive(),
  sport: z.literal('HORSE_RACING'),
  name: z.string(),
  label: z.string().nullable(),
  result: resultSchema.nullable(),
  withdrawals: z.array(scratchedRunnerSchema),
  noOfHorses: int32Schema().nonnegative(),
  nonRunners: int32Schema().nonnegative(),
  status: fixtureStatusSchema,
  externalId: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoCode: z.string().nullable(),
  tips: z.string().nullable(),
  message: z.string().nullable(),
  allowedChannels: z.array(z.string()),
  feedSource: z.string(),
  /**
   * Best of price and tote (decision 066): WIN singles struck today are paid at the better of
   * their price and the Win dividend.
   */
  bestOfTote: z.boolean().optional(),
  /** Increases on every change; realtime events carry it so clients can skip stale reloads. */
  version: int32Schema().nonnegative(),
});
export type FixtureSummary = z.infer<typeof fixtureSummarySchema>;

export const fixtureSchema = fixtureSummarySchema.extend({
  participants: z.array(participantSchema),
  markets: z.array(marketSchema),
});
export type Fixture = z.infer<typeof fixtureSchema>;

export const fixtureListSchema = z.array(fixtureSummarySchema);

export const fixtureListQuerySchema = z.object({
  active: z.enum(['true']).optional(),
  date: calendarDaySchema().optional(),
});
/** What a player reads for a race link that leads nowhere, malformed or unknown. */
export const RACE_NOT_FOUND_MESSAGE = 'This race could not be found.';
export const fixtureIdParamsSchema = z.object({ id: z.uuid(RACE_NOT_FOUND_MESSAGE) });

/** One point of a selection's price history: the "to 1" price from `at` on. */
export const pricePointSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  price: z.number().positive(),
});
/**
 * `GET /api/mc/sport-fixture/{id}/price-history`: per selection uid (the race card's
 * `odds[].selection`), every price it has had, oldest first; the first is the opening price.
 */
export type PricePoint = z.infer<typeof pricePointSchema>;
export const priceHistorySchema = z.record(z.uuid(), z.array(pricePointSchema));
export type PriceHistory = z.infer<typeof priceHistorySchema>;
