import { isOpenStatus, type FixtureSummary } from '@furlong/contract';

export function sortByStart<T extends Pick<FixtureSummary, 'startDate' | 'raceNumber'>>(
  races: readonly T[],
): T[] {
  return [...races].sort(
    (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.raceNumber - b.raceNumber,
  );
}

/** Upcoming races still take bets (NEW or PUBLISHED); every other status is a result. */
export function groupRaces(races: readonly FixtureSummary[]): {
  upcoming: FixtureSummary[];
  results: FixtureSummary[];
} {
  const sorted = sortByStart(races);
  return {
    upcoming: sorted.filter((race) => isOpenStatus(race.status)),
    results: sorted.filter((race) => !isOpenStatus(race.status)),
  };
}
