import { randomUUID } from 'node:crypto';
import type { Browser, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceFixtureChange } from '../../api/src/modules/races/announce-fixture-change';
import { setUpRaceDayJourney } from './support/journey';

/** Lighthouse's mobile device (a Moto G Power): its screen, its browser name, touch. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
    '(KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
} as const;

/**
 * The race card's first load reads six resources and, on a slow phone, reads again those that
 * arrived before the realtime subscription was confirmed (it has no replay): up to twelve.
 * The loop this guards against made hundreds.
 */
const MAX_API_REQUESTS = 12;
const WATCH_MS = 12_000;

/**
 * One page loaded as Lighthouse loads it: a fresh profile (no cache, the service worker
 * installing during the load), mobile emulation and the CPU slowed four times. Meanwhile the
 * server announces `storm` race changes, as a fresh server seeding its week does. Returns the
 * API requests the page made and how many of them were cancelled.
 */
async function loadLikeLighthouse(
  browser: Browser,
  url: string,
  storm: (stop: AbortSignal) => Promise<void>,
): Promise<{ api: string[]; cancelled: number }> {
  const context = await browser.newContext({
    ...LIGHTHOUSE_PHONE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const api: string[] = [];
    let cancelled = 0;
    // The page's own requests: once the service worker takes charge, each goes on through it
    // (its network-first copy is the same request, not another one).
    const isPageApiCall = (request: Request) =>
      request.serviceWorker() === null && new URL(request.url()).pathname.startsWith('/api/');
    context.on('request', (request) => {
      if (isPageApiCall(request)) api.push(request.url());
    });
    context.on('requestfailed', (request) => {
      if (isPageApiCall(request)) cancelled += 1;
    });
    const stop = new AbortController();
    const announcing = storm(stop.signal);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(WATCH_MS);
    stop.abort();
    await announcing;
    return { api, cancelled };
  } finally {
    await context.close();
  }
}

describe('the phone pages under Lighthouse conditions', () => {
  const journey = setUpRaceDayJourney();

  /** Changes to races of other days, one every 20 ms, until the load is watched out. */
  const announceAWeek = async (stop: AbortSignal): Promise<void> => {
    while (!stop.aborted) {
      await announceFixtureChange(journey.server.raceDeps.hub, {
        id: randomUUID(),
        version: 1,
        status: 'PUBLISHED',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  for (const [name, path] of [
    ['race day', (today: string) => `/races/${today}`],
    ['race card', (today: string, raceId: string) => `/fixtures/${today}/${raceId}`],
    ['home', () => '/'],
  ] as const) {
    it(`the ${name} asks the API a handful of times while hundreds of races change`, async () => {
      const { api, cancelled } = await loadLikeLighthouse(
        journey.browser,
        `${journey.server.baseUrl}${path(journey.today, journey.raceIds[0] ?? '')}`,
        announceAWeek,
      );
      expect(cancelled, api.join('\n')).toBe(0);
      expect(api.length, api.join('\n')).toBeLessThanOrEqual(MAX_API_REQUESTS);
    });
  }
});
