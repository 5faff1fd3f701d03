import { z } from 'zod';
import { hasWholeHundredths, int32Schema } from './number-bounds';
import { calendarDaySchema, instantInputSchema } from './india-time';
import { kycStatusSchema } from './accounts';
import { fixtureSchema, fixtureStatusSchema, marketTypeSchema } from './fixtures';
import { placedBetSchema, rupeeAmountSchema, transactionSchema, walletSchema } from './wallet';
import { reviewOfferTermsSchema } from './review-offers';

/**
 * The operator console's API (/api/operator/*): race days, race states, the trader review
 * queue, player lookup and the audit log. Amounts are rupees with two decimals (the wallet
 * contract's rupeeAmountSchema); dates are ISO strings; horses are named by number (horseNo).
 */

export const OPERATOR_CONSOLE_MESSAGES = {
  venue: 'Please choose a venue',
  day: 'Day must be a date (YYYY-MM-DD)',
  raceNumber: 'Race number must be 1 to 99',
  startDate: 'Start time must be a date and time',
  distance: 'Distance must be 100 to 10,000 metres',
  name: 'Race name must be 1 to 120 characters',
  text: 'At most 500 characters',
  horseNo: 'Horse number must be 1 to 99',
  horseName: 'Horse name must be 1 to 80 characters',
  weight: 'Weight must be 30 to 90 kg',
  draw: 'Draw must be 1 to 99',
  price: 'Prices are positive "to 1" odds with at most two decimals',
  runners: 'A race needs 1 to 40 runners with distinct horse numbers',
  nothingToChange: 'Nothing to change',
  standings: 'Enter places 1 to 3 (a dead heat lists two horses on one place)',
  reason: 'Reason may be at most 200 characters',
  abandonReason: 'Reason must be 3 to 200 characters',
  query: 'Search for 1 to 100 characters',
} as const;
const M = OPERATOR_CONSOLE_MESSAGES;

/** What the operator may do to a race in its current state; the console shows these buttons. */
export const RACE_ACTIONS = [
  'edit',
  'addRunner',
  'prices',
  'publish',
  'suspend',
  'off',
  'reopen',
  /** Suspend or reopen a market or a runner while betting is open: never after the off. */
  'suspendMarkets',
  'scratch',
  'result',
  'enquiry',
  'official',
  'void',
  'paid',
  'complete',
] as const;
export const raceActionSchema = z.enum(RACE_ACTIONS);
export type RaceAction = z.infer<typeof raceActionSchema>;

const horseNoSchema = int32Schema(M.horseNo).min(1, M.horseNo).max(99, M.horseNo);
const optionalText = z.string().trim().max(500, M.text).nullable().optional();
const operatorPriceSchema = z
  .number(M.price)
  .positive(M.price)
  .multipleOf(0.01, M.price)
  .max(999, M.price)
  .refine(hasWholeHundredths, M.price);

// ---- race day board ----

export const operatorRacesQuerySchema = z.object({ day: calendarDaySchema(M.day) });
export type OperatorRacesQuery = z.infer<typeof operatorRacesQuerySchema>;

/** What the board shows for each race, plus the book on it. */
export const raceBookSchema = z.object({
  /** Bets on the race (every status). */
  betCount: int32Schema().nonnegative(),
  /** Stakes of bets still standing or settled (not rejected or refunded). */
  stakeTotal: rupeeAmountSchema,
  /** Bets waiting for a trader's confirm or reject. */
  pendingReview: int32Schema().nonnegative(),
});

export const operatorRaceSummarySchema = raceBookSchema.extend({
  uid: z.uuid(),
  /** The meeting (venue and day) the race belongs to, as abandoning a meeting names it. */
  meetingUid: z.uuid(),
  venue: z.string(),
  venueName: z.string(),
  country: z.string(),
  raceNumber: int32Schema().positive(),
  name: z.string(),
  label: z.string().nullable(),
  distance: int32Schema().positive(),
  startDate: z.iso.datetime(),
  status: fixtureStatusSchema,
  resultVoided: z.boolean(),
  noOfHorses: int32Schema().nonnegative(),
  nonRunners: int32Schema().nonnegative(),
});
export type OperatorRaceSummary = z.infer<typeof operatorRaceSummarySchema>;

export const operatorRacesResponseSchema = z.object({
  day: z.iso.date(),
  races: z.array(operatorRaceSummarySchema),
});
export type OperatorRacesResponse = z.infer<typeof operatorRacesResponseSchema>;

/** The next-off board: the races still to run across venues and days, by start time. */
export const NEXT_OFF_LIMIT = 30;
export const nextOffResponseSchema = z.object({
  /** The server's clock when answered: the console counts down from it. */
  asOf: z.iso.datetime(),
  races: z.array(
    operatorRaceSummarySchema.extend({
      /** The book's worst case for the house, in rupees (negative: a loss). */
      worstCase: z.number(),
    }),
  ),
});
export type NextOffResponse = z.infer<typeof nextOffResponseSchema>;
export type NextOffRace = NextOffResponse['races'][number];

/** The public race card, plus the book and the actions the race's state allows. */
export const operatorRaceSchema = fixtureSchema.extend({
  ...raceBookSchema.shape,
  allowedActions: z.array(raceActionSchema),
});
export type OperatorRace = z.infer<typeof operatorRaceSchema>;

export const operatorRaceParamsSchema = z.object({ uid: z.uuid() });

/** The actual off; default now. It may be a moment ago (recorded late), never in the future. */
export const recordOffBodySchema = z.object({ offAt: z.iso.datetime({ offset: true }).optional() });
export type RecordOffBody = z.infer<typeof recordOffBodySchema>;

// ---- race editor ----

export const runnerPricesSchema = z.object({
  WIN: operatorPriceSchema,
  PLACE: operatorPriceSchema,
  SHP: operatorPriceSchema,
  THP: operatorPriceSchema,
});

export const runnerBodySchema = z.object({
  horseNo: horseNoSchema,
  name: z.string().trim().min(1, M.horseName).max(80, M.horseName),
  jockey: z.string().trim().max(80).nullable().optional(),
  trainer: z.string().trim().max(80).nullable().optional(),
  weightKg: z.number().min(30, M.weight).max(90, M.weight).nullable().optional(),
  /** The stall (cage) number. */
  draw: int32Schema(M.draw).min(1, M.draw).max(99, M.draw).nullable().optional(),
  /** Recent finishing positions, most recent first, e.g. ["1", "4", "P"]. */
  lastRuns: z.array(z.string().trim().max(4)).max(10).optional(),
  prices: runnerPricesSchema,
});
export type RunnerBody = z.infer<typeof runnerBodySchema>;

export const meetingBodySchema = z.object({
  venue: z.string().trim().min(1, M.venue).max(8, M.venue),
  day: calendarDaySchema(M.day),
});
export type MeetingBody = z.infer<typeof meetingBodySchema>;

export const meetingResponseSchema = z.object({
  uid: z.uuid(),
  venue: z.string(),
  venueName: z.string(),
  day: z.iso.date(),
});
export type MeetingResponse = z.infer<typeof meetingResponseSchema>;

export const meetingParamsSchema = z.object({ uid: z.uuid() });

/** The stewards' word on a race whose result was provisional when the meeting was abandoned. */
export const STEWARDS_DECISIONS = ['STAND', 'VOID'] as const;
export type StewardsDecision = (typeof STEWARDS_DECISIONS)[number];

/**
 * Abandoning a meeting voids every race without an official result and refunds every stake on
 * them; races run and official stand. A race under a provisional result (or an enquiry or an
 * objection) needs the stewards' decision here: STAND makes its result official, VOID voids it.
 */
export const abandonMeetingBodySchema = z.object({
  reason: z.string().trim().min(3, M.abandonReason).max(200, M.abandonReason),
  provisional: z
    .array(z.object({ raceUid: z.uuid(), decision: z.enum(STEWARDS_DECISIONS) }))
    .max(99)
    .optional(),
});
export type AbandonMeetingBody = z.infer<typeof abandonMeetingBodySchema>;

export const abandonMeetingResponseSchema = z.object({
  meetingUid: z.uuid(),
  racesVoided: int32Schema(),
  betsRefunded: int32Schema(),
  /** Provisional races the stewards let stand: their results are now official and settled. */
  racesStood: int32Schema(),
});
export type AbandonMeetingResponse = z.infer<typeof abandonMeetingResponseSchema>;

/** details of a 409 PROVISIONAL_RACES_UNDECIDED: the races the stewards must decide first. */
export const undecidedProvisionalRacesSchema = z.object({
  races: z.array(
    z.object({
      raceUid: z.uuid(),
      raceNumber: int32Schema(),
      resultState: z.string(),
    }),
  ),
});
export type UndecidedProvisionalRace = z.infer<
  typeof undecidedProvisionalRacesSchema
>['races'][number];

export const createRaceBodySchema = meetingBodySchema.extend({
  raceNumber: int32Schema(M.raceNumber).min(1, M.raceNumber).max(99, M.raceNumber),
  startDate: instantInputSchema({ offset: true, error: M.startDate }),
  distance: int32Schema(M.distance).min(100, M.distance).max(10_000, M.distance),
  name: z.string().trim().min(1, M.name).max(120, M.name),
  label: optionalText,
  tips: optionalText,
  message: optionalText,
  videoCode: z.string().trim().max(64).nullable().optional(),
  runners: z
    .array(runnerBodySchema)
    .min(1, M.runners)
    .max(40, M.runners)
    .refine(
      (runners) => new Set(runners.map((runner) => runner.horseNo)).size === runners.length,
      M.runners,
    ),
});
export type CreateRaceBody = z.infer<typeof createRaceBodySchema>;

/** Details only; times and distance only before the off. */
export const editRaceBodySchema = z
  .object({
    name: z.string().trim().min(1, M.name).max(120, M.name).optional(),
    label: optionalText,
    tips: optionalText,
    message: optionalText,
    distance: int32Schema(M.distance).min(100, M.distance).max(10_000, M.distance).optional(),
    startDate: instantInputSchema({ offset: true, error: M.startDate }).optional(),
    videoCode: z.string().trim().max(64).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange);
export type EditRaceBody = z.infer<typeof editRaceBodySchema>;

export const priceUpdatesBodySchema = z.object({
  prices: z
    .array(
      z.object({ horseNo: horseNoSchema, market: marketTypeSchema, price: operatorPriceSchema }),
    )
    .min(1, M.price)
    .max(400),
});
export type PriceUpdatesBody = z.infer<typeof priceUpdatesBodySchema>;

export const scratchBodySchema = z.object({ horseNo: horseNoSchema });
export type ScratchBody = z.infer<typeof scratchBodySchema>;

/** Places 1 to 3; a dead heat lists two horses on one place. Declaring again corrects it. */
export const resultBodySchema = z.object({
  standings: z
    .array(
      z.object({
        place: z.union([z.literal(1), z.literal(2), z.literal(3)], M.standings),
        horseNo: horseNoSchema,
      }),
    )
    .min(1, M.standings)
    .max(6, M.standings),
  /**
   * Declared official at once (weighed in) and settled. Without it a first result is
   * PROVISIONAL and settles when declared official; a result already official is corrected.
   */
  official: z.boolean().optional(),
});
export type ResultBody = z.infer<typeof resultBodySchema>;

/** A stewards' enquiry, or an objection lodged, on a provisional result. */
export const enquiryBodySchema = z.object({
  state: z.enum(['ENQUIRY', 'OBJECTION'], 'Choose ENQUIRY or OBJECTION'),
});
export type EnquiryBody = z.infer<typeof enquiryBodySchema>;

// ---- trader review queue ----

const reviewRaceSchema = z.object({
  uid: z.uuid(),
  venue: z.string(),
  venueName: z.string(),
  raceNumber: int32Schema().positive(),
  startDate: z.iso.datetime(),
});

/** One leg of a multiple waiting for a trader: its race, runner and the price it was struck at. */
export const reviewLegSchema = z.object({
  race: reviewRaceSchema,
  market: marketTypeSchema,
  horseNo: int32Schema().positive(),
  horse: z.string(),
  odds: z.number(),
  /** Each-way: the Place price of the place part. */
  placeOdds: z.number().optional(),
});
export type ReviewLeg = z.infer<typeof reviewLegSchema>;

/**
 * A bet waiting for a trader. A multiple is one row for its whole ticket (`uid` the multiple's,
 * confirmed or rejected whole): `multipleKind`, `eachWay` and `legs` set, race and runner those
 * of its first leg to run, stake its ticket price, liability over all its bets.
 */
export const reviewBetSchema = z.object({
  uid: z.uuid(),
  ticketNumber: z.string(),
  player: z.object({ uid: z.uuid(), name: z.string(), email: z.string() }),
  race: reviewRaceSchema,
  multipleKind: z.enum(['ACCUMULATOR', 'KENCHI']).optional(),
  eachWay: z.boolean().optional(),
  legs: z.array(reviewLegSchema).optional(),
  market: marketTypeSchema,
  horseNo: int32Schema().positive(),
  horse: z.string(),
  odds: z.number(),
  stake: rupeeAmountSchema,
  /** What the book pays beyond the stake if the bet wins at the shown price. */
  liability: rupeeAmountSchema,
  placedAt: z.iso.datetime(),
  /** The trader's offer the player is deciding on (decision 080), while it is open. */
  offer: reviewOfferTermsSchema.optional(),
});
export type ReviewBet = z.infer<typeof reviewBetSchema>;

export const reviewQueueResponseSchema = z.object({ bets: z.array(reviewBetSchema) });
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const reviewBetParamsSchema = z.object({ betUid: z.uuid() });

export const rejectBetBodySchema = z.object({
  reason: z.string().trim().max(200, M.reason).optional(),
});
export type RejectBetBody = z.infer<typeof rejectBetBodySchema>;

export const reviewDecisionResponseSchema = z.object({
  uid: z.uuid(),
  betStatus: z.enum(['CONFIRMED', 'REJECTED']),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

// ---- player lookup ----

export const PLAYER_SEARCH_LIMIT = 20;

export const playerSearchQuerySchema = z.object({
  query: z.string().trim().min(1, M.query).max(100, M.query),
});

export const playerListItemSchema = z.object({
  uid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string(),
  kycStatus: kycStatusSchema,
  createdAt: z.iso.datetime(),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

export const playerSearchResponseSchema = z.object({ players: z.array(playerListItemSchema) });
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

export const PLAYER_DETAIL_HISTORY = 20;

export const playerDetailResponseSchema = z.object({
  player: playerListItemSchema.extend({ state: z.string(), city: z.string().nullable() }),
  wallet: walletSchema,
  /** The last 20, newest first. */
  bets: z.array(placedBetSchema),
  /** The last 20, newest first. */
  transactions: z.array(transactionSchema),
});
export type PlayerDetailResponse = z.infer<typeof playerDetailResponseSchema>;

// ---- audit log ----

export const auditQuerySchema = z.object({
  /** Entries older than this id (the previous page's nextBefore). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Only entries about this race, bet or player. */
  subject: z.uuid().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const operatorAuditEntrySchema = z.object({
  id: z.int().positive(),
  at: z.iso.datetime(),
  actor: z.object({
    type: z.enum(['player', 'operator', 'system', 'anonymous']),
    id: z.uuid().nullable(),
    /** The operator's or player's name, when known. */
    name: z.string().nullable(),
  }),
  action: z.string(),
  subject: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(operatorAuditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.int().positive().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
