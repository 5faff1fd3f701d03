import { preloadableLazy } from '../lib/preloadable-lazy';

/**
 * The lazily loaded parts of the screens a first visit most often opens, shared by the router,
 * the shell and startRouteLoads: preloaded there beside the entry, they render in the first pass.
 */
export const firstScreen = {
  raceDay: preloadableLazy(() => import('./routes/race-day-screen')),
  fixture: preloadableLazy(() => import('./routes/fixture-screen')),
  nextToGoStrip: preloadableLazy(() => import('../features/races/components/next-to-go-strip')),
  siteBanners: preloadableLazy(() => import('../features/home/components/site-banners')),
};
