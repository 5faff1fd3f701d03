import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './support/browser';
import { setUpRaceDayJourney } from './support/journey';

/** How long the API takes to answer the first screen's reads in the second test. */
const SLOW_API_MS = 8_000;

async function openWithoutScript(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    javaScriptEnabled: false,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

describe('the first screen from the server', () => {
  const journey = setUpRaceDayJourney();

  it('shows the race day and the race card with JavaScript turned off, links working', async () => {
    for (const path of ['/', `/races/${journey.today}`]) {
      const page = await openWithoutScript(journey.browser, `${journey.server.baseUrl}${path}`);
      try {
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Races on /);
        expect(await page.getByText('Journey Plate 1').isVisible()).toBe(true);
        expect(await page.getByText('Journey Plate 2').isVisible()).toBe(true);
        // A race's link leads to its card, drawn by the server too.
        await page.getByRole('link', { name: /Journey Plate 2/ }).click();
        await page.waitForURL(`**/fixtures/${journey.today}/${journey.raceIds[1] ?? ''}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
          'Race 2: Journey Plate 2',
        );
        expect(await page.getByText('Journey Runner 2-8', { exact: true }).isVisible()).toBe(true);
      } finally {
        await page.context().close();
      }
    }
    const card = await openWithoutScript(
      journey.browser,
      `${journey.server.baseUrl}/fixtures/${journey.today}/${journey.raceIds[0] ?? ''}`,
    );
    try {
      expect(await card.getByText('Journey Runner 1-1', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('Jockey 1 · Trainer 1').isVisible()).toBe(true);
    } finally {
      await card.context().close();
    }
  });

  it("draws the app's race card from the page's own answers, without waiting for the API", async () => {
    const context = await journey.browser.newContext({
      viewport: PHONE_VIEWPORT,
      hasTouch: true,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    try {
      const page = await context.newPage();
      // Any read of the race card or the day from the page itself answers only after a while.
      await page.route(/\/api\/mc\/sport-fixture/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
        await route.continue().catch(() => undefined);
      });
      const startedAt = Date.now();
      await page.goto(
        `${journey.server.baseUrl}/fixtures/${journey.today}/${journey.raceIds[0] ?? ''}`,
      );
      // The app's own rows (not the server's list), long before a read could have answered.
      await page
        .getByTestId('runner-row')
        .first()
        .waitFor({ timeout: SLOW_API_MS - 2_000 });
      expect(Date.now() - startedAt).toBeLessThan(SLOW_API_MS);
      expect(await page.getByTestId('runner-row').count()).toBe(8);
      expect(await page.locator('.fs').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
