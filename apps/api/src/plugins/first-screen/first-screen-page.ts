import {
  fixtureIdParamsSchema,
  firstScreenApiPaths,
  isIsoDay,
  TAX_RULE_PATH,
} from '@furlong/contract';

/** The addresses of those pages, as routes (apps/web config/paths.ts routePatterns). */
export const FIRST_SCREEN_ROUTES = ['/', '/races/:day', '/fixtures/:day/:id'] as const;

/** A page whose first screen the server draws: home is today's race day. */
export type FirstScreenPage =
  { kind: 'race-day'; day: string } | { kind: 'race-card'; day: string; fixtureUid: string };

const RACE_DAY = /^\/races\/([^/]+)\/?$/;
const RACE_CARD = /^\/fixtures\/([^/]+)\/([^/]+)\/?$/;

/** The first-screen page at this address (no query), or none: every other page is the shell. */
export function firstScreenPageOf(path: string, today: string): FirstScreenPage | undefined {
  if (path === '/') return { kind: 'race-day', day: today };
  const [, day = ''] = RACE_DAY.exec(path) ?? [];
  if (isIsoDay(day)) return { kind: 'race-day', day };
  const [, cardDay = '', fixtureUid = ''] = RACE_CARD.exec(path) ?? [];
  if (isIsoDay(cardDay) && fixtureIdParamsSchema.safeParse({ id: fixtureUid }).success) {
    return { kind: 'race-card', day: cardDay, fixtureUid };
  }
  return undefined;
}

/**
 * The API reads the app's first render makes on this page (apps/web start-route-loads.ts):
 * today's races for the next-to-go strip and the venues' countries on every page, then the
 * page's own. Their answers go in the page, so the app asks for none of them again.
 */
export function firstScreenReadsOf(page: FirstScreenPage, today: string): string[] {
  const reads = [
    firstScreenApiPaths.raceDay(today),
    firstScreenApiPaths.reference,
    firstScreenApiPaths.raceDay(page.day),
  ];
  // Not the day's Trebles and Jackpots: their will-pays take the API a few hundred
  // milliseconds, which the page would wait for; the app asks for them beside its code.
  if (page.kind === 'race-day') reads.push(firstScreenApiPaths.banners);
  else reads.push(firstScreenApiPaths.raceCard(page.fixtureUid), TAX_RULE_PATH);
  return [...new Set(reads)];
}
