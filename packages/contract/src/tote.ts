import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { rupeeAmountSchema } from './wallet';

/**
 * The totalisator (issue 27, docs/rules.md "Tote"): the pools of one race, what a ticket costs and
 * which combinations it covers. Dividends are worked out by the API (modules/tote); this file holds
 * what the client and the server must agree on.
 */
export const TOTE_POOLS = ['WIN', 'PLACE', 'SHP', 'THP', 'FORECAST', 'QUINELLA', 'TANALA'] as const;
export const totePoolSchema = z.enum(TOTE_POOLS);
export type TotePool = z.infer<typeof totePoolSchema>;

export const POOL_STATUSES = ['OPEN', 'CLOSED', 'FINAL', 'REFUNDED', 'CARRIED'] as const;
export const poolStatusSchema = z.enum(POOL_STATUSES);
export type PoolStatus = z.infer<typeof poolStatusSchema>;

/** One unit of a combination is ₹10 paid into the pool; GST is charged on top. */
export const TOTE_UNIT_PAISE = 1_000;

export interface PoolShape {
  /** Positions a combination names: Win 1, Forecast 2, Tanala 3. */
  positions: number;
  /** Quinella: the order of the two horses does not matter. */
  unordered: boolean;
  /** The pool runs (and stays unrefunded) only with at least this many starters. */
  minStarters: number;
  /** Default commission (takeout), basis points of the net pool. */
  defaultCommissionBp: number;
}

export const POOL_SHAPES: Record<TotePool, PoolShape> = {
  WIN: { positions: 1, unordered: false, minStarters: 2, defaultCommissionBp: 1_500 },
  PLACE: { positions: 1, unordered: false, minStarters: 4, defaultCommissionBp: 1_500 },
  SHP: { positions: 1, unordered: false, minStarters: 4, defaultCommissionBp: 1_500 },
  THP: { positions: 1, unordered: false, minStarters: 4, defaultCommissionBp: 1_500 },
  FORECAST: { positions: 2, unordered: false, minStarters: 3, defaultCommissionBp: 2_000 },
  QUINELLA: { positions: 2, unordered: true, minStarters: 3, defaultCommissionBp: 2_000 },
  TANALA: { positions: 3, unordered: false, minStarters: 4, defaultCommissionBp: 2_500 },
};

/** A combination as the pool keys it: horse numbers by position; a Quinella's sorted. */
export type Combination = readonly number[];

export const combinationKey = (combination: Combination): string => combination.join('-');

/**
 * Every combination a ticket covers. A straight or banker ticket names one list of horses per
 * position (the product of the lists, less those that repeat a horse); a box names one list and
 * covers every order of its horses over the pool's positions (Forecast n(n-1), Quinella
 * n(n-1)/2, Tanala n(n-1)(n-2)). Quinella combinations are sorted and counted once.
 */
export function ticketCombinations(
  pool: TotePool,
  selections: readonly (readonly number[])[],
  box: boolean,
): number[][] {
  const shape = POOL_SHAPES[pool];
  const lists = box
    ? Array.from({ length: shape.positions }, () => selections[0] ?? [])
    : selections;
  let partial: number[][] = [[]];
  for (const list of lists) {
    const next: number[][] = [];
    for (const prefix of partial) {
      for (const horse of new Set(list)) {
        if (!prefix.includes(horse)) next.push([...prefix, horse]);
      }
    }
    partial = next;
  }
  if (!shape.unordered) return partial;
  const seen = new Map<string, number[]>();
  for (const combination of partial) {
    const sorted = [...combination].sort((a, b) => a - b);
    seen.set(combinationKey(sorted), sorted);
  }
  return [...seen.values()];
}

export interface ToteTicketCost {
  combinations: number;
  /** Paid into the pool: combinations x units x ₹10. */
  poolPaise: number;
  /** GST on top of what goes into the pool, floored to the paisa (CGST and SGST halves). */
  cgstPaise: number;
  sgstPaise: number;
  /** What the player pays. */
  totalPaise: number;
}

/** A ticket's cost at the GST rate in force (basis points), exact in integers. */
export function toteTicketCost(
  combinations: number,
  units: number,
  gstRateBp: number,
): ToteTicketCost {
  const poolPaise = combinations * units * TOTE_UNIT_PAISE;
  const halfGst = Math.floor((poolPaise * gstRateBp) / 20_000);
  return {
    combinations,
    poolPaise,
    cgstPaise: halfGst,
    sgstPaise: halfGst,
    totalPaise: poolPaise + 2 * halfGst,
  };
}

export const TOTE_MESSAGES = {
  pickHorses: 'Pick a horse for every position.',
  sameHorse: 'A combination cannot name the same horse twice.',
  boxTooSmall: 'A box needs more horses than the pool has positions.',
  boxOnePosition: 'A box is for Forecast, Quinella and Tanala.',
  noCombination: 'This ticket covers no combination.',
  poolClosed: 'This pool is closed.',
} as const;

const horseNumberSchema = int32Schema().positive().max(99);

export const toteTicketRequestSchema = z
  .object({
    sportFixture: z.uuid(),
    pool: totePoolSchema,
    /** One list of horse numbers per position; one list for a box. */
    selections: z
      .array(z.array(horseNumberSchema).min(1, TOTE_MESSAGES.pickHorses).max(40))
      .min(1)
      .max(3),
    box: z.boolean().default(false),
    /** ₹10 units on every combination. */
    units: int32Schema().positive().max(1_000),
  })
  .superRefine((ticket, context) => {
    const shape = POOL_SHAPES[ticket.pool];
    if (ticket.box) {
      if (shape.positions === 1)
        context.addIssue({ code: 'custom', message: TOTE_MESSAGES.boxOnePosition, path: ['box'] });
      else if (
        ticket.selections.length !== 1 ||
        new Set(ticket.selections[0]).size <= shape.positions - 1
      )
        context.addIssue({
          code: 'custom',
          message: TOTE_MESSAGES.boxTooSmall,
          path: ['selections'],
        });
      return;
    }
    if (ticket.selections.length !== shape.positions) {
      context.addIssue({ code: 'custom', message: TOTE_MESSAGES.pickHorses, path: ['selections'] });
      return;
    }
    if (ticketCombinations(ticket.pool, ticket.selections, false).length === 0)
      context.addIssue({
        code: 'custom',
        message: TOTE_MESSAGES.noCombination,
        path: ['selections'],
      });
  });
export type ToteTicketRequest = z.infer<typeof toteTicketRequestSchema>;

export const toteTicketPlacedSchema = z.object({
  ticketNumber: z.string(),
  combinations: int32Schema(),
  /** Rupees the player paid, GST included. */
  totalBetAmount: rupeeAmountSchema,
  gst: rupeeAmountSchema,
});
export type ToteTicketPlaced = z.infer<typeof toteTicketPlacedSchema>;

export const TOTE_TICKET_STATUSES = ['ACCEPTED', 'WON', 'LOST', 'REFUNDED'] as const;

export const toteTicketSchema = z.object({
  uid: z.uuid(),
  ticketNumber: z.string(),
  timestamp: z.iso.datetime(),
  sportFixture: z.uuid(),
  venueName: z.string(),
  raceNumber: int32Schema(),
  pool: totePoolSchema,
  selections: z.array(z.array(int32Schema())),
  box: z.boolean(),
  units: int32Schema(),
  combinations: int32Schema(),
  totalBetAmount: rupeeAmountSchema,
  gst: rupeeAmountSchema,
  status: z.enum(TOTE_TICKET_STATUSES),
  /** Dividends won, before TDS; null until declared. */
  totalWinAmount: rupeeAmountSchema.nullable(),
  tdsAmount: rupeeAmountSchema.nullable(),
  payoutAmount: rupeeAmountSchema.nullable(),
  /** The ticket's winning combinations and the dividend per ₹10 unit on each. */
  winningCombinations: z.array(
    z.object({ combination: z.array(int32Schema()), dividend: rupeeAmountSchema }),
  ),
});
export type ToteTicket = z.infer<typeof toteTicketSchema>;
export const toteTicketsSchema = z.array(toteTicketSchema);

const combinationDividendSchema = z.object({
  combination: z.array(int32Schema()),
  /** Rupees per ₹10 unit. */
  dividend: rupeeAmountSchema,
});

export const racePoolSchema = z.object({
  pool: totePoolSchema,
  status: poolStatusSchema,
  /** A fraction: 0.15 for 15%. */
  commissionRate: z.number().min(0).max(1),
  /** Rupees paid into the pool (GST excluded, refunds excluded). */
  totalStake: rupeeAmountSchema,
  /** Rupees carried forward into this pool. */
  carryIn: rupeeAmountSchema,
  approximates: z.array(combinationDividendSchema),
  dividends: z.array(combinationDividendSchema),
  /** Rupees carried forward out of this pool when nobody held a winning combination. */
  carryOut: rupeeAmountSchema.optional(),
  /** While the result is provisional: what each winning combination would pay if it stood. */
  probableDividends: z.array(combinationDividendSchema).optional(),
});
export type RacePool = z.infer<typeof racePoolSchema>;
export const racePoolsSchema = z.array(racePoolSchema);

export const poolSettingSchema = z.object({
  pool: totePoolSchema,
  enabled: z.boolean(),
  commissionRate: z.number().min(0).max(0.5),
});
export type PoolSetting = z.infer<typeof poolSettingSchema>;
export const poolSettingsSchema = z.object({
  pools: z.array(poolSettingSchema).min(1).max(TOTE_POOLS.length),
  /**
   * Best of price and tote (decision 066): WIN singles struck on race day while this is on are
   * paid at the better of their price and the Win dividend. Absent in a change: unchanged.
   */
  bestOfTote: z.boolean().optional(),
});
export type PoolSettings = z.infer<typeof poolSettingsSchema>;
