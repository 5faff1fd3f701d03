import { formatRaceDate, indiaClockOf, indiaDayOf } from '@furlong/contract';

/** 14-NOV-2025 14:30: an instant as players in India read it, wherever the device is. */
export function formatIndiaDateTime(instant: string | number | Date): string {
  const at = new Date(instant);
  return `${formatRaceDate(indiaDayOf(at))} ${indiaClockOf(at)}`;
}
