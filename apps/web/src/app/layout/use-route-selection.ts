import { isIsoDay } from '@furlong/contract';
import { useMatch } from 'react-router';
import { routePatterns } from '../../config/paths';
import { useIndiaToday } from '../../lib/india-today';

export interface RouteSelection {
  /** The race day in view: the route's day, else today in India. */
  day: string;
  today: string;
  /** The race page's fixture, when one is open. */
  fixtureId: string | undefined;
}

export function useRouteSelection(): RouteSelection {
  const raceDayMatch = useMatch(routePatterns.raceDay);
  const resultsMatch = useMatch(routePatterns.raceResults);
  const fixtureMatch = useMatch(routePatterns.fixture);
  const today = useIndiaToday();
  const routeDay = fixtureMatch?.params.day ?? raceDayMatch?.params.day ?? resultsMatch?.params.day;
  return {
    day: routeDay !== undefined && isIsoDay(routeDay) ? routeDay : today,
    today,
    fixtureId: fixtureMatch?.params.id,
  };
}
