import { MONTH_NAMES } from '../../lib/month-names';

/** A calendar month; month is 1-12. Dates are plain calendar days, so UTC arithmetic is exact. */
export interface CalendarMonth {
  year: number;
  month: number;
}

function isoDay(year: number, month: number, date: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

function daysIn({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthOfDay(day: string): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function shiftMonth({ year, month }: CalendarMonth, offset: number): CalendarMonth {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthBounds(calendarMonth: CalendarMonth): { from: string; to: string } {
  const { year, month } = calendarMonth;
  return { from: isoDay(year, month, 1), to: isoDay(year, month, daysIn(calendarMonth)) };
}

export function monthTitle({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** Weeks from Sunday, as Indian wall calendars print them; null pads days outside the month. */
export function monthWeeks(calendarMonth: CalendarMonth): (string | null)[][] {
  const { year, month } = calendarMonth;
  const leading = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let date = 1; date <= daysIn(calendarMonth); date += 1)
    cells.push(isoDay(year, month, date));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** "Friday 14 November 2025": what a screen reader says for a calendar cell. */
export function describeDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const { year, month } = monthOfDay(day);
  return `${weekday} ${date.getUTCDate()} ${MONTH_NAMES[month - 1]} ${year}`;
}
