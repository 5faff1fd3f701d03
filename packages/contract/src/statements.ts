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

/**
 * A period's money (decision 074). A stake counts once its bet stands and is settled; what a
 * refund gave back (a rejected, void or scratched bet) is no stake and no return; a bet still
 * waiting for its race is an open stake, apart. So net - openStakes is what betting moved on the
 * player's wallet.
 */
const periodFiguresSchema = z.object({
  /** Stakes of settled bets that stood (GST included), less what refunds gave back. */
  stakes: rupeeAmountSchema,
  /** Winnings after TDS, less what a correction took back. */
  returns: rupeeAmountSchema,
  /** Returns less stakes: negative is a loss. Open stakes are not in it. */
  net: rupeeAmountSchema,
  /** Stakes (GST included) of bets still waiting for their race or a trader. */
  openStakes: rupeeAmountSchema,
  /** Stakes given back: rejected, void and scratched bets, refunded tote units. */
  refunds: rupeeAmountSchema,
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

/**
 * How the tax documents name a year and the section of winnings' TDS, as in force on the day
 * of the winning (decision 064): the 1961 Act's financial year and section 194BB until 31 March
 * 2026, the 2025 Act's tax year and its section from 1 April 2026.
 */
export const YEAR_LABELS = ['FINANCIAL_YEAR', 'TAX_YEAR'] as const;
export const taxLabelsSchema = z.object({
  tdsSection: z.string(),
  yearLabel: z.enum(YEAR_LABELS),
  /** "Financial year 2025-26 (assessment year 2026-27)" or "Tax year 2026-27". */
  yearTitle: z.string(),
});
export type TaxLabels = z.infer<typeof taxLabelsSchema>;

/**
 * The dated words, latest last; a new Act or a renumbered section is one more row. The 2025
 * Act's section is read from the Income Tax Bill 2025's clause 393(3) (Table, S. No. 3: winnings
 * from horse races) and is to be confirmed against the enacted text (decision 064).
 */
interface DatedTaxLabels {
  effectiveFrom: string;
  tdsSection: string;
  yearLabel: TaxLabels['yearLabel'];
}
const INCOME_TAX_ACT_1961: DatedTaxLabels = {
  effectiveFrom: '1962-04-01',
  tdsSection: 'Section 194BB of the Income-tax Act, 1961',
  yearLabel: 'FINANCIAL_YEAR',
};
export const TAX_LABELS: readonly DatedTaxLabels[] = [
  INCOME_TAX_ACT_1961,
  {
    effectiveFrom: '2026-04-01',
    tdsSection: 'Section 393(3) of the Income-tax Act, 2025 (Table, S. No. 3)',
    yearLabel: 'TAX_YEAR',
  },
];

/** A year (April to March, "2026-27") as a year label names it. */
export function taxYearTitle(yearLabel: TaxLabels['yearLabel'], year: string): string {
  if (yearLabel === 'TAX_YEAR') return `Tax year ${year}`;
  const start = Number(year.slice(0, 4)) + 1;
  return `Financial year ${year} (assessment year ${start}-${String((start + 1) % 100).padStart(2, '0')})`;
}

/** The section and the year's name in force on an India-time day (YYYY-MM-DD), for a year. */
export function taxLabelsOn(day: string, year: string): TaxLabels {
  const rule = TAX_LABELS.filter((row) => row.effectiveFrom <= day).at(-1) ?? INCOME_TAX_ACT_1961;
  return {
    tdsSection: rule.tdsSection,
    yearLabel: rule.yearLabel,
    yearTitle: taxYearTitle(rule.yearLabel, year),
  };
}

export const taxPassbookSchema = z.object({
  financialYear: z.string(),
  /** The year's words and section (optional only so that a reply from before it parses). */
  taxLabels: taxLabelsSchema.optional(),
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
  /** The year's words and section (optional only so that a reply from before it parses). */
  taxLabels: taxLabelsSchema.optional(),
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
