import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { indiaDayBounds, indiaDayOf } from './india-time';
import { rupeeAmountSchema } from './wallet';

/**
 * The player's activity statement and tax passbook, and the operators' money reports
 * (decision 036). Periods are India-time days, months and financial years (1 April to
 * 31 March, written "2025-26"); amounts are rupees on the wire.
 */
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** "2025-26" for any instant from 1 April 2025 to 31 March 2026, India time. */
export function financialYearOf(instant: Date | number): string {
  const day = indiaDayOf(instant);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** True for a well-formed financial year whose two halves follow each other. */
export function isFinancialYear(value: string): boolean {
  const match = FINANCIAL_YEAR.exec(value);
  if (!match) return false;
  const start = Number(match[1]);
  return start >= 1900 && (start + 1) % 100 === Number(match[2]);
}

/** The half-open UTC interval of a financial year, or of one of its quarters (Q1 April-June). */
export function financialYearBounds(year: string, quarter?: Quarter): { start: Date; end: Date } {
  const first = Number(year.slice(0, 4));
  const month = (offset: number) => {
    const index = 3 + offset; // April is month index 3
    const y = first + Math.floor(index / 12);
    return `${y}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  };
  const from = quarter ? QUARTERS.indexOf(quarter) * 3 : 0;
  const to = quarter ? from + 3 : 12;
  return { start: indiaDayBounds(month(from)).start, end: indiaDayBounds(month(to)).start };
}

/** The quarter of the financial year an instant falls in. */
export function quarterOf(instant: Date | number): Quarter {
  const month = Number(indiaDayOf(instant).slice(5, 7));
  return QUARTERS[Math.floor(((month + 8) % 12) / 3)] as Quarter;
}

export const financialYearSchema = z
  .string()
  .refine(isFinancialYear, 'Give a financial year such as 2025-26');

export const statementQuerySchema = z.object({
  /** Defaults to the financial year of today. */
  fy: financialYearSchema.optional(),
});

export const certificateQuerySchema = z.object({
  fy: financialYearSchema,
  quarter: z.enum(QUARTERS),
});

const periodFiguresSchema = z.object({
  /** Stakes placed (GST included). */
  stakes: rupeeAmountSchema,
  /** What came back: winnings after TDS and refunded stakes, less what a correction took back. */
  returns: rupeeAmountSchema,
  /** Returns less stakes: negative is a loss. */
  net: rupeeAmountSchema,
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const activityStatementSchema = z.object({
  financialYear: z.string(),
  /** Years with any activity, newest first (always includes the one shown). */
  financialYears: z.array(z.string()),
  totals: periodFiguresSchema,
  months: z.array(periodFiguresSchema.extend({ month: z.string() })),
  days: z.array(periodFiguresSchema.extend({ day: z.string() })),
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;

export const passbookBetSchema = z.object({
  ticketNumber: z.string(),
  placedAt: z.iso.datetime(),
  race: z.string(),
  stake: rupeeAmountSchema,
  /** GST included in the stake (less any refunded with it) in this year. */
  gst: rupeeAmountSchema,
  /** Winnings credited before tax in this year (a correction's take-back counts against it). */
  winnings: rupeeAmountSchema,
  /** TDS withheld in this year (a correction's reversal counts against it). */
  tds: rupeeAmountSchema,
});

export const taxPassbookSchema = z.object({
  financialYear: z.string(),
  financialYears: z.array(z.string()),
  /** Masked; the certificate carries it in full. Null until the player gives one. */
  pan: z.string().nullable(),
  bets: z.array(passbookBetSchema),
  totals: z.object({
    stakes: rupeeAmountSchema,
    gst: rupeeAmountSchema,
    winnings: rupeeAmountSchema,
    tds: rupeeAmountSchema,
  }),
  quarters: z.array(
    z.object({ quarter: z.enum(QUARTERS), winnings: rupeeAmountSchema, tds: rupeeAmountSchema }),
  ),
});
export type TaxPassbook = z.infer<typeof taxPassbookSchema>;

/** The money of a set of bet events, as the operators' reports give it (rupees). */
export const reportFiguresSchema = z.object({
  /** Bets placed. */
  bets: int32Schema(),
  stakes: rupeeAmountSchema,
  /** Winnings credited to players after TDS (less corrections). */
  returns: rupeeAmountSchema,
  /** Stakes given back (void, refund, scratched runner). */
  refunds: rupeeAmountSchema,
  /** Settlements paid with a Rule 4 deduction (a scratched runner). */
  deductedBets: int32Schema(),
  /** What the Rule 4 deductions took off those settlements' winnings. */
  deductions: rupeeAmountSchema,
  gst: rupeeAmountSchema,
  tds: rupeeAmountSchema,
  /** Stakes less GST, returns, refunds and TDS of settled bets: what the book kept. */
  houseResult: rupeeAmountSchema,
  /** Stakes less GST of bets whose race is not yet settled: not the house's yet. */
  openStakes: rupeeAmountSchema,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const dayReportQuerySchema = z.object({
  day: z.iso
    .date('Give a day as YYYY-MM-DD')
    .refine((day) => day >= '1900-01-01', 'Please enter a date from 1900 on'),
});

export const dayReportSchema = z.object({
  day: z.string(),
  totals: reportFiguresSchema,
  races: z.array(
    reportFiguresSchema.extend({
      fixtureUid: z.uuid(),
      race: z.string(),
      startAt: z.iso.datetime(),
    }),
  ),
});
export type DayReport = z.infer<typeof dayReportSchema>;

export const tdsReportQuerySchema = z.object({ fy: financialYearSchema });

export const tdsReportSchema = z.object({
  financialYear: z.string(),
  players: z.array(
    z.object({
      uid: z.uuid(),
      name: z.string(),
      /** In full: the TDS return and Form 16A are made from it. Null when none was given. */
      pan: z.string().nullable(),
      winnings: rupeeAmountSchema,
      tds: rupeeAmountSchema,
      quarters: z.array(z.object({ quarter: z.enum(QUARTERS), tds: rupeeAmountSchema })),
    }),
  ),
  totals: z.object({ winnings: rupeeAmountSchema, tds: rupeeAmountSchema }),
});
export type TdsReport = z.infer<typeof tdsReportSchema>;
