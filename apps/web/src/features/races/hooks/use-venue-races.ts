import type { FixtureSummary } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { raceDayQueryOptions } from '../api/get-race-day';
import { sortByStart } from '../group-races';

const NO_RACES: FixtureSummary[] = [];

/** One venue's races on a day, in running order: the race page's tab strip. */
export function useVenueRaces(day: string, venue: string | undefined): FixtureSummary[] {
  const { data } = useQuery({
    ...raceDayQueryOptions(day),
    enabled: venue !== undefined,
    select: (races) => sortByStart(races.filter((race) => race.venue === venue)),
  });
  return data ?? NO_RACES;
}
