import { formatRaceDate, indiaClockOf, indiaDayOf, type Beneficiary } from '@furlong/contract';
import { useEffect, useState } from 'react';

/** The longest single wait of a timer (setTimeout overflows past about 24.8 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** Whether a beneficiary is still in its cooling-off at `now` (decision 025). */
export function isCoolingOff(beneficiary: Pick<Beneficiary, 'availableFrom'>, now: number) {
  return Date.parse(beneficiary.availableFrom) > now;
}

/** Whether a beneficiary is still in its cooling-off as this is called (in a handler). */
export function isCoolingOffNow(beneficiary: Pick<Beneficiary, 'availableFrom'>) {
  return isCoolingOff(beneficiary, Date.now());
}

/** 03-MAY-2031 11:30 IST: when a beneficiary can first receive money, as players in India read it. */
export function formatAvailableFrom(
  availableFrom: string,
  raceDate: (day: string) => string = formatRaceDate,
): string {
  const at = new Date(availableFrom);
  return `${raceDate(indiaDayOf(at))} ${indiaClockOf(at)} IST`;
}

/**
 * The current time, renewed when the first of these beneficiaries comes out of its
 * cooling-off, so that a form left open offers to withdraw the moment it may.
 */
export function useNowPastCoolingOff(beneficiaries: Pick<Beneficiary, 'availableFrom'>[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = beneficiaries
    .map((beneficiary) => Date.parse(beneficiary.availableFrom))
    .filter((at) => at > now)
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(next - Date.now(), 0) + 1, LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
