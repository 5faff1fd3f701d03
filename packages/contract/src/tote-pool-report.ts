import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { poolStatusSchema, totePoolSchema } from './tote';
import { rupeeAmountSchema } from './wallet';

/**
 * The tote pool report (console, `reports:view`): per race and for the day, each pool's
 * turnover, commission, GST, breakage, refunds and carry-forward, in rupees. JSON at
 * `/api/operator/reports/tote-pools`, CSV at `/api/operator/reports/tote-pools/csv`.
 */
export const POOL_REPORT_PATH = '/api/operator/reports/tote-pools';

export const poolReportQuerySchema = z.object({
  day: z.iso
    .date('Give a day as YYYY-MM-DD')
    .refine((day) => day >= '1900-01-01', 'Please enter a date from 1900 on'),
  /** One race of the day only. */
  race: z.uuid().optional(),
});
export type PoolReportQuery = z.infer<typeof poolReportQuerySchema>;

export const poolReportLineSchema = z.object({
  pool: totePoolSchema,
  status: poolStatusSchema,
  /** Paid into the pool by tickets (GST excluded), refunds included. */
  turnover: rupeeAmountSchema,
  commission: rupeeAmountSchema,
  /** GST on the pool's tickets, less what was refunded with their units. */
  gst: rupeeAmountSchema,
  breakage: rupeeAmountSchema,
  /** Units refunded (non-starters, refunded pools), GST excluded. */
  refunds: rupeeAmountSchema,
  carryIn: rupeeAmountSchema,
  carryForward: rupeeAmountSchema,
  /** The house's top-up of a minus pool. */
  minusPoolTopUp: rupeeAmountSchema,
  /** Dividends paid to tickets, before TDS. */
  dividendsPaid: rupeeAmountSchema,
  tickets: int32Schema().nonnegative(),
});
export type PoolReportLine = z.infer<typeof poolReportLineSchema>;

export const poolReportSchema = z.object({
  day: z.string(),
  races: z.array(
    z.object({
      uid: z.uuid(),
      venueName: z.string(),
      raceNumber: int32Schema().positive(),
      name: z.string(),
      pools: z.array(poolReportLineSchema),
      /**
       * Best of price and tote (decision 066), for a race where it was on or held for a bet:
       * the bets it held for, those paid the tote's price, and what it cost (rupees paid over
       * the struck prices).
       */
      bestOfTote: z
        .object({
          on: z.boolean(),
          bets: int32Schema().nonnegative(),
          paidTote: int32Schema().nonnegative(),
          extraPaid: rupeeAmountSchema,
        })
        .optional(),
    }),
  ),
  /** Each pool over the day's races. */
  totals: z.array(poolReportLineSchema.omit({ status: true })),
});
export type PoolReport = z.infer<typeof poolReportSchema>;
