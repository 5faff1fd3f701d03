import { z } from 'zod';
import { calendarDaySchema } from './india-time';
import { int32Schema } from './number-bounds';
import { poolStatusSchema, TOTE_TICKET_STATUSES } from './tote';
import { rupeeAmountSchema } from './wallet';

/**
 * Multi-race tote pools (issue 28, docs/rules.md "Multi-race pools", decision 065): a Treble,
 * Mini Jackpot or Jackpot picks the winner of 3, 4 or 5 consecutive races of one venue's day.
 * A line is one horse per leg, ₹10 a unit, GST on top (toteTicketCost in ./tote).
 */
export const MULTI_RACE_POOLS = ['TREBLE', 'MINI_JACKPOT', 'JACKPOT'] as const;
export const multiRacePoolTypeSchema = z.enum(MULTI_RACE_POOLS);
export type MultiRacePoolType = z.infer<typeof multiRacePoolTypeSchema>;

export interface MultiRaceShape {
  legs: number;
  /** Default commission (takeout), basis points of the net pool. */
  defaultCommissionBp: number;
}

export const MULTI_RACE_SHAPES: Record<MultiRacePoolType, MultiRaceShape> = {
  TREBLE: { legs: 3, defaultCommissionBp: 2_500 },
  MINI_JACKPOT: { legs: 4, defaultCommissionBp: 2_500 },
  JACKPOT: { legs: 5, defaultCommissionBp: 2_500 },
};

/** A ticket's total (GST included) must lie in these bounds, paise (spec: ₹100 to ₹10,000). */
export const MULTI_RACE_MIN_TICKET_PAISE = 10_000;
export const MULTI_RACE_MAX_TICKET_PAISE = 1_000_000;

export const MULTI_RACE_MESSAGES = {
  pickEveryLeg: 'Pick at least one horse in every leg.',
  sameHorse: 'A leg cannot name the same horse twice.',
  ticketTooSmall: 'A multi-race ticket costs at least ₹100.',
  ticketTooLarge: 'A multi-race ticket costs at most ₹10,000.',
  legsChanged: 'The legs of a pool that has sold tickets cannot change.',
  legsNotConsecutive: "A pool's legs are consecutive races of one venue's day.",
  wrongLegCount: 'This pool needs a different number of legs.',
} as const;

/** Lines a ticket covers: the product of the number of horses picked in each leg. */
export function multiRaceLines(legs: readonly (readonly number[])[]): number {
  return legs.reduce((lines, leg) => lines * new Set(leg).size, legs.length === 0 ? 0 : 1);
}

const horseNumberSchema = int32Schema().positive().max(99);

export const multiRaceTicketRequestSchema = z
  .object({
    /** The multi-race pool's uid. */
    pool: z.uuid(),
    /** One list of horse numbers per leg, in race order. */
    legs: z
      .array(z.array(horseNumberSchema).min(1, MULTI_RACE_MESSAGES.pickEveryLeg).max(40))
      .min(3, MULTI_RACE_MESSAGES.pickEveryLeg)
      .max(5, MULTI_RACE_MESSAGES.pickEveryLeg),
    /** ₹10 units on every line. */
    units: int32Schema().positive().max(1_000),
  })
  .superRefine((ticket, context) => {
    ticket.legs.forEach((leg, index) => {
      if (new Set(leg).size !== leg.length)
        context.addIssue({
          code: 'custom',
          message: MULTI_RACE_MESSAGES.sameHorse,
          path: ['legs', index],
        });
    });
  });
export type MultiRaceTicketRequest = z.infer<typeof multiRaceTicketRequestSchema>;

export const multiRaceTicketPlacedSchema = z.object({
  ticketNumber: z.string(),
  lines: int32Schema(),
  /** Rupees the player paid, GST included. */
  totalBetAmount: rupeeAmountSchema,
  gst: rupeeAmountSchema,
});
export type MultiRaceTicketPlaced = z.infer<typeof multiRaceTicketPlacedSchema>;

export const willPaySchema = z.object({
  horseNo: int32Schema(),
  /** Rupees per ₹10 line if this runner wins the last leg; 0 when no live line has it. */
  dividend: rupeeAmountSchema,
});
export type WillPay = z.infer<typeof willPaySchema>;

export const multiRaceDividendSchema = z.object({
  /** The winners of each leg, in leg order (a void leg lists every starter; a dead heat two). */
  winners: z.array(z.array(int32Schema())),
  /** Rupees per ₹10 line. */
  dividend: rupeeAmountSchema,
  linesWon: z.number().nonnegative(),
});
export type MultiRaceDividend = z.infer<typeof multiRaceDividendSchema>;

export const multiRaceLegSchema = z.object({
  sportFixture: z.uuid(),
  raceNumber: int32Schema(),
  startDate: z.iso.datetime(),
  /** Winners once the race has a result; empty before. */
  winners: z.array(int32Schema()),
  voided: z.boolean(),
  /** The leg's favourite, who stands in for scratched selections (null before the off). */
  favourite: int32Schema().nullable(),
});
export type MultiRaceLeg = z.infer<typeof multiRaceLegSchema>;

export const multiRacePoolSchema = z.object({
  uid: z.uuid(),
  pool: multiRacePoolTypeSchema,
  /** 1 for the first Jackpot of the day at this venue, 2 for a second. */
  sequence: int32Schema().positive(),
  /** Venue code. */
  venue: z.string(),
  venueName: z.string(),
  /** The legs' fixture uids, in race order. */
  legs: z.array(z.uuid()),
  legRaces: z.array(multiRaceLegSchema),
  status: poolStatusSchema,
  /** A fraction: 0.25 for 25%. */
  commissionRate: z.number().min(0).max(1),
  /** Rupees paid into the pool (GST excluded). */
  totalStake: rupeeAmountSchema,
  /** Rupees carried forward into this pool. */
  carryIn: rupeeAmountSchema,
  /** Before the last leg is official: what each runner of the last leg would pay. */
  willPays: z.array(willPaySchema),
  /** Declared dividends (one entry when settled with winners; empty otherwise). */
  dividends: z.array(multiRaceDividendSchema),
  /** Rupees carried forward out of this pool when no line won. */
  carryOut: rupeeAmountSchema.optional(),
});
export type MultiRacePool = z.infer<typeof multiRacePoolSchema>;
export const multiRacePoolsSchema = z.array(multiRacePoolSchema);

export const raceDayParamsSchema = z.object({ day: calendarDaySchema() });
export type RaceDayParams = z.infer<typeof raceDayParamsSchema>;

/** The operator's setting of one multi-race pool of a day. */
export const multiRacePoolSettingSchema = z.object({
  /** Present when the pool exists; absent to create one. */
  uid: z.uuid().optional(),
  pool: multiRacePoolTypeSchema,
  sequence: int32Schema().positive().max(9).default(1),
  /** The legs' fixture uids, consecutive races of one venue, in race order. */
  legs: z.array(z.uuid()).min(3).max(5),
  commissionRate: z.number().min(0).max(0.5).default(0.25),
});
export type MultiRacePoolSetting = z.infer<typeof multiRacePoolSettingSchema>;

/** PUT replaces the day's pools: pools left out are removed (refused once one has sold). */
export const multiRacePoolSettingsSchema = z.object({
  pools: z.array(multiRacePoolSettingSchema).max(60),
});
export type MultiRacePoolSettings = z.infer<typeof multiRacePoolSettingsSchema>;

export const multiRacePoolSettingsReadSchema = z.object({
  pools: z.array(
    multiRacePoolSettingSchema.required({ uid: true }).extend({
      venue: z.string(),
      /** Tickets have been sold: the legs can no longer change. */
      sold: z.boolean(),
    }),
  ),
});
export type MultiRacePoolSettingsRead = z.infer<typeof multiRacePoolSettingsReadSchema>;

export const multiRaceTicketLegSchema = z.object({
  sportFixture: z.uuid(),
  raceNumber: int32Schema(),
  /** Horses picked. */
  selections: z.array(int32Schema()),
  /** Scratched selections and the favourite who stands in for each. */
  substitutes: z.array(z.object({ scratched: int32Schema(), substitute: int32Schema() })),
  /** null until the leg's result; true when one of the (substituted) selections won or the leg is void. */
  won: z.boolean().nullable(),
});
export type MultiRaceTicketLeg = z.infer<typeof multiRaceTicketLegSchema>;

export const multiRaceTicketSchema = z.object({
  uid: z.uuid(),
  ticketNumber: z.string(),
  timestamp: z.iso.datetime(),
  /** The multi-race pool's uid. */
  pool: z.uuid(),
  poolType: multiRacePoolTypeSchema,
  sequence: int32Schema(),
  venueName: z.string(),
  legs: z.array(multiRaceTicketLegSchema),
  units: int32Schema(),
  lines: int32Schema(),
  totalBetAmount: rupeeAmountSchema,
  gst: rupeeAmountSchema,
  status: z.enum(TOTE_TICKET_STATUSES),
  /** Legs won so far (void legs count as won). */
  legsWon: int32Schema(),
  /** Every leg decided so far has been won: the ticket can still win. */
  alive: z.boolean(),
  /** Dividends won, before TDS; null until declared. */
  totalWinAmount: rupeeAmountSchema.nullable(),
  tdsAmount: rupeeAmountSchema.nullable(),
  payoutAmount: rupeeAmountSchema.nullable(),
});
export type MultiRaceTicket = z.infer<typeof multiRaceTicketSchema>;
export const multiRaceTicketsSchema = z.array(multiRaceTicketSchema);
