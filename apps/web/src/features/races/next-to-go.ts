import { isOpenStatus, type FixtureSummary } from '@furlong/contract';
import { sortByStart } from './group-races';

/** The races still taking bets, soonest off first (a race past its time but open is "due off"). */
export function nextToGo(races: readonly FixtureSummary[], count: number): FixtureSummary[] {
  return sortByStart(races)
    .filter((race) => isOpenStatus(race.status))
    .slice(0, count);
}
