import { z } from 'zod';

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving), so race days and
 * clock times are computed with a fixed offset rather than a time-zone database.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The earliest day a caller may send: older dates mean nothing here and break date maths. */
export const EARLIEST_DAY = '1900-01-01';
const EARLIEST_INSTANT_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
export const EARLY_DATE_MESSAGE = 'Please enter a date from 1900 on';

/** A calendar day (YYYY-MM-DD) from a caller: a real date, 1900 or later. */
export const calendarDaySchema = (error?: string) =>
  z.iso.date(error).refine((day) => day >= EARLIEST_DAY, error ?? EARLY_DATE_MESSAGE);

/** An instant (ISO 8601) from a caller, 1900 or later. */
export const instantInputSchema = (params?: { offset?: boolean; error?: string }) =>
  z.iso
    .datetime(params)
    .refine(
      (value) => Date.parse(value) >= EARLIEST_INSTANT_MS,
      params?.error ?? EARLY_DATE_MESSAGE,
    );

/** The India-time calendar day (YYYY-MM-DD) of an instant. */
export function indiaDayOf(instant: Date | number): string {
  const shifted = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  return shifted.toISOString().slice(0, 10);
}

/** The half-open UTC interval [start, end) covering an India-time day. */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  if (!isIsoDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The day `offset` days after an India-time day. */
export function addDays(day: string, offset: number): string {
  const { start } = indiaDayBounds(day);
  return indiaDayOf(start.getTime() + offset * DAY_MS);
}

/** The India-time calendar month (YYYY-MM) of an instant. */
export function indiaMonthOf(instant: Date | number): string {
  return indiaDayOf(instant).slice(0, 7);
}

/** The half-open UTC interval [start, end) covering an India-time calendar month (YYYY-MM). */
export function indiaMonthBounds(month: string): { start: Date; end: Date } {
  const { start } = indiaDayBounds(`${month}-01`);
  const [year, index] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 0, index ?? 0, 1)).toISOString().slice(0, 10);
  return { start, end: indiaDayBounds(next).start };
}

/** The India-time wall clock (HH:mm) of an instant. */
export function indiaClockOf(instant: Date | number | string): string {
  const shifted = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  return shifted.toISOString().slice(11, 16);
}

/** The India-time clock with seconds (HH:mm:ss): prices can move several times a minute. */
export function indiaTimeOf(instant: Date | number | string): string {
  const shifted = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  return shifted.toISOString().slice(11, 19);
}

/** An instant given as an India-time day and wall-clock time (HH:mm). */
export function indiaInstant(day: string, clock: string): Date {
  const { start } = indiaDayBounds(day);
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(start.getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60 * 1000);
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** DD-MMM-YYYY, the race page's date format. */
export function formatRaceDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}
