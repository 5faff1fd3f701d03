import {
  financialYearBounds,
  financialYearOf,
  indiaDayOf,
  paiseToRupees,
  type ActivityStatement,
  type PeriodFigures,
} from '@furlong/contract';
import type { Executor } from '../../db/client';
import type { BetMoneyEvent } from './bet-money.queries';
import { findSportsMoneyEvents } from './multiple-money.queries';
import { findFinancialYears } from './find-financial-years';

interface Sums {
  stakes: number;
  returns: number;
}

const figures = ({ stakes, returns }: Sums): PeriodFigures => ({
  stakes: paiseToRupees(stakes),
  returns: paiseToRupees(returns),
  net: paiseToRupees(returns - stakes),
});

function add(map: Map<string, Sums>, key: string, event: BetMoneyEvent) {
  const sums = map.get(key) ?? { stakes: 0, returns: 0 };
  sums.stakes += event.stakePaise;
  sums.returns += event.playerPaise;
  map.set(key, sums);
}

/**
 * A player's stakes, returns and net result per India-time day and month of a financial year,
 * and for the year. Returns are everything a bet credited back (winnings after TDS, refunded
 * stakes) less what corrections took back, on the day the money moved.
 */
export async function getActivityStatement(
  db: Executor,
  playerId: string,
  financialYear: string | undefined,
  now: Date,
): Promise<ActivityStatement> {
  const year = financialYear ?? financialYearOf(now);
  const bounds = financialYearBounds(year);
  const [events, years] = await Promise.all([
    findSportsMoneyEvents(db, { playerId, ...boundsAsFilter(bounds) }),
    findFinancialYears(db, playerId),
  ]);
  const days = new Map<string, Sums>();
  const months = new Map<string, Sums>();
  const total: Sums = { stakes: 0, returns: 0 };
  for (const event of events) {
    const day = indiaDayOf(event.at);
    add(days, day, event);
    add(months, day.slice(0, 7), event);
    total.stakes += event.stakePaise;
    total.returns += event.playerPaise;
  }
  return {
    financialYear: year,
    financialYears: [...new Set([year, ...years])].sort().reverse(),
    totals: figures(total),
    months: [...months].map(([month, sums]) => ({ month, ...figures(sums) })),
    days: [...days].map(([day, sums]) => ({ day, ...figures(sums) })),
  };
}

export const boundsAsFilter = (bounds: { start: Date; end: Date }) => ({
  from: bounds.start,
  to: bounds.end,
});

/** The statement as CSV: a row per day, per month and for the year. */
export function activityStatementCsv(statement: ActivityStatement): string {
  const rows: string[][] = [['period', 'date', 'stakes_inr', 'returns_inr', 'net_inr']];
  const money = (rupees: number) => rupees.toFixed(2);
  const line = (period: string, date: string, row: PeriodFigures) => [
    period,
    date,
    money(row.stakes),
    money(row.returns),
    money(row.net),
  ];
  for (const day of statement.days) rows.push(line('DAY', day.day, day));
  for (const month of statement.months) rows.push(line('MONTH', month.month, month));
  rows.push(line('FINANCIAL_YEAR', statement.financialYear, statement.totals));
  return toCsv(rows);
}

/** RFC 4180 text; a cell that a spreadsheet would run as a formula is quoted with a lead '. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
