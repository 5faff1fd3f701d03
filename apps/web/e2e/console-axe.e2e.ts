import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openPage, PHONE_VIEWPORT } from './support/browser';
import { setUpRaceDayJourney } from './support/journey';

const CONSOLE_PAGES = [
  'board',
  'races',
  'review',
  'players',
  'approvals',
  'kyc',
  'withdrawals',
  'debts',
  'reports',
  'legal',
  'audit',
  'content',
];

/** Nothing fading or loading: axe would misjudge half-transparent text. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('main [role=progressbar]') &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe('axe sweep: every console page', () => {
  const journey = setUpRaceDayJourney();

  it('finds nothing serious or critical on the console pages and a race with derived prices', async () => {
    const opened = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    const { page } = opened;
    await page.getByLabel('Email').fill('operator@furlong.in');
    await page.getByLabel('Password').fill('Operator@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    await sweepConsole(page, '');

    await page.goto(`/operator/races/${journey.raceIds[0]}`);
    const derived = page.getByRole('region', { name: 'Derived prices' });
    await derived.getByRole('button', { name: 'Derive SHP' }).click();
    await derived.getByText('SHP derived, margin 15%').waitFor();
    await settle(page);
    await expectAccessible(page, 'a race with derived prices');
    expect(opened.serverErrors).toEqual([]);
  });

  it('finds nothing serious or critical on the console pages at 360 px', async () => {
    const opened = await openPage(
      journey.browser,
      journey.server.baseUrl,
      '/operator/login',
      PHONE_VIEWPORT,
    );
    const { page } = opened;
    await page.getByLabel('Email').fill('operator@furlong.in');
    await page.getByLabel('Password').fill('Operator@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await sweepConsole(page, ' at 360 px');
    await page.goto(`/operator/races/${journey.raceIds[0]}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    await expectAccessible(page, 'a race at 360 px');
    expect(opened.serverErrors).toEqual([]);
  });
});

async function sweepConsole(page: Page, where: string): Promise<void> {
  for (const path of CONSOLE_PAGES) {
    await page.goto(`/operator/${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    await expectAccessible(page, `the console's ${path} page${where}`);
  }
}
