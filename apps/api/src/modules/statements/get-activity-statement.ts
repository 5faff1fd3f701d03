import {
  financialYearBounds,
  financialYearOf,
  indiaDayOf,
  paiseToRupees,
  type ActivityStatement,
  type PeriodFigures,
} from '@furlong/contract';
import type { Executor } from '../../db/client';
import { splitReturn, type BetMoneyEvent } from './bet-money.queries';
import { findTaxableMoneyEvents } from './tote-money.queries';
import { findFinancialYears } from './find-financial-years';

interface Sums {
  stakes: number;
  returns: number;
  openStakes: number;
  refunds: number;
}

const figures = ({ stakes, returns, openStakes, refunds }: Sums): PeriodFigures => ({
  stakes: paiseToRupees(stakes),
  returns: paiseToRupees(returns),
  net: paiseToRupees(returns - stakes),
  openStakes: paiseToRupees(openStakes),
  refunds: paiseToRupees(refunds),
});

const EMPTY: Sums = { stakes: 0, returns: 0, openStakes: 0, refunds: 0 };

/** Where each bet's stake was counted: its India day, and whether the bet is still open. */
interface StakeHome {
  day: string;
  isOpen: boolean;
}

/**
 * A player's stakes, returns and net result per India-time day and month of a financial year,
 * and for the year, over every kind of bet: singles, multiples, tote and multi-race tickets
 * (decision 074). A stake counts on the day it was placed, as an open stake while its bet waits
 * for the race; a refund takes back from that stake (refunds are not returns) on the same day;
 * winnings after TDS, less what corrections took back, count on the day the money moved.
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
    findTaxableMoneyEvents(db, { playerId, ...boundsAsFilter(bounds) }),
    findFinancialYears(db, playerId),
  ]);
  const days = new Map<string, Sums>();
  const months = new Map<string, Sums>();
  const total: Sums = { ...EMPTY };
  const add = (day: string, key: keyof Sums, paise: number) => {
    for (const [map, period] of [
      [days, day],
      [months, day.slice(0, 7)],
    ] as const) {
      const sums = map.get(period) ?? { ...EMPTY };
      sums[key] += paise;
      map.set(period, sums);
    }
    total[key] += paise;
  };
  const stakeHomes = new Map<string, StakeHome>();
  for (const event of sortedStakesFirst(events)) {
    const day = indiaDayOf(event.at);
    if (event.kind === 'STAKE') {
      stakeHomes.set(event.betId, { day, isOpen: event.isOpen });
      add(day, event.isOpen ? 'openStakes' : 'stakes', event.stakePaise);
      continue;
    }
    const { winningsPaise, refundedPaise } = splitReturn(event);
    if (winningsPaise !== 0) add(day, 'returns', winningsPaise);
    if (refundedPaise !== 0) {
      // A stake placed in an earlier year was counted there: its refund takes from this day.
      const home = stakeHomes.get(event.betId) ?? { day, isOpen: false };
      add(home.day, home.isOpen ? 'openStakes' : 'stakes', -refundedPaise);
      add(home.day, 'refunds', refundedPaise);
    }
  }
  const byDate = <T>(entries: Map<string, T>) =>
    [...entries].sort(([a], [b]) => a.localeCompare(b));
  return {
    financialYear: year,
    financialYears: [...new Set([year, ...years])].sort().reverse(),
    totals: figures(total),
    months: byDate(months).map(([month, sums]) => ({ month, ...figures(sums) })),
    days: byDate(days).map(([day, sums]) => ({ day, ...figures(sums) })),
  };
}

/** Oldest first, and a bet's stake before any money about it at the same instant. */
const sortedStakesFirst = (events: readonly BetMoneyEvent[]): BetMoneyEvent[] =>
  [...events].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || Number(b.kind === 'STAKE') - Number(a.kind === 'STAKE'),
  );

export const boundsAsFilter = (bounds: { start: Date; end: Date }) => ({
  from: bounds.start,
  to: bounds.end,
});

/** The statement as CSV: a row per day, per month and for the year. */
export function activityStatementCsv(statement: ActivityStatement): string {
  const rows: string[][] = [
    ['period', 'date', 'stakes_inr', 'returns_inr', 'net_inr', 'open_stakes_inr', 'refunds_inr'],
  ];
  const money = (rupees: number) => rupees.toFixed(2);
  const line = (period: string, date: string, row: PeriodFigures) => [
    period,
    date,
    money(row.stakes),
    money(row.returns),
    money(row.net),
    money(row.openStakes),
    money(row.refunds),
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
