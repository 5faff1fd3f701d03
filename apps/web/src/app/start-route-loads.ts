import { fixtureIdParamsSchema, indiaDayOf, isIsoDay } from '@furlong/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { routePatterns } from '../config/paths';
import { bannersQueryOptions } from '../features/home/api/content-queries';
import { fixtureQueryOptions } from '../features/races/api/get-fixture';
import { raceDayQueryOptions } from '../features/races/api/get-race-day';
import { referenceDataQueryOptions } from '../lib/reference-data';
import { taxRuleQuery } from '../lib/tax-rule';
import { firstScreen } from './route-modules';

/**
 * Starts what the opened page needs while the entry is still being evaluated, instead of once
 * React has rendered the shell and each lazy screen asked in turn: the screen's code and its
 * race data come down together. Only reads that the page makes anyway, through the same query
 * keys, so nothing is fetched twice. Settles when the screen's code and data are in (or failed:
 * the screen then shows its own error).
 */
export function startRouteLoads(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const today = indiaDayOf(Date.now());
  // On every page: the next-to-go strip (today's races) and the venues' countries.
  const loads: Promise<unknown>[] = [
    firstScreen.nextToGoStrip.preload(),
    queryClient.prefetchQuery(raceDayQueryOptions(today)),
    queryClient.prefetchQuery(referenceDataQueryOptions()),
  ];
  const fixture = matchPath(routePatterns.fixture, pathname);
  if (fixture) {
    const { day, id = '' } = fixture.params;
    // The card's price note explains a ₹100 ticket at today's GST: drawn whole in the first pass.
    loads.push(firstScreen.fixture.preload(), queryClient.prefetchQuery(taxRuleQuery));
    if (day && isIsoDay(day)) loads.push(queryClient.prefetchQuery(raceDayQueryOptions(day)));
    if (fixtureIdParamsSchema.safeParse({ id }).success) {
      loads.push(queryClient.prefetchQuery(fixtureQueryOptions(id)));
    }
    return Promise.allSettled(loads);
  }
  const day = matchPath(routePatterns.raceDay, pathname)?.params.day;
  if (day !== undefined) {
    loads.push(
      firstScreen.raceDay.preload(),
      firstScreen.siteBanners.preload(),
      queryClient.prefetchQuery(bannersQueryOptions()),
    );
    if (isIsoDay(day)) loads.push(queryClient.prefetchQuery(raceDayQueryOptions(day)));
  }
  return Promise.allSettled(loads);
}
