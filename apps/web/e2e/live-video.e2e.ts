import { indiaDayOf } from '@furlong/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../../api/src/modules/races/create-race';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { startServer, type RunningServer } from './support/start-server';

const MINUTE = 60_000;

describe('live video journey', () => {
  let server: RunningServer;
  let browser: Browser;
  const raceAt = (venueCode: string, minutesAhead = 2, raceNumber = 1) => {
    const startAt = new Date(Date.now() + minutesAhead * MINUTE);
    return createRace(server.raceDeps, {
      venueCode,
      day: indiaDayOf(startAt),
      raceNumber,
      startAt,
      distanceMetres: 1200,
      name: `${venueCode} Live Plate`,
      label: 'Class IV',
      runners: [1, 2, 3, 4].map((horseNumber) => ({
        horseNumber,
        name: `${venueCode} Runner ${horseNumber}`,
        cageNumber: horseNumber,
        jockey: `Jockey ${horseNumber}`,
        trainer: `Trainer ${horseNumber}`,
        weightKg: 55,
        lastRuns: ['1'],
        prices: { WIN: 2, PLACE: 1, SHP: 1, THP: 1 },
      })),
    });
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a signed-in player plays a CAL race live; a MYS race has no Live button', async () => {
    const cal = await raceAt('CAL');
    const mys = await raceAt('MYS');
    const day = indiaDayOf(new Date(Date.now() + 2 * MINUTE));
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      `/fixtures/${day}/${cal.id}`,
    );
    await page.getByRole('button', { name: 'Login' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email/Mobile').fill('demo@furlong.in');
    await signIn.getByLabel('Password').fill('Demo@2026');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });

    await page.goto(`/fixtures/${day}/${cal.id}`);
    await page.getByRole('button', { name: 'Live' }).click();
    const video = page.getByLabel(/^Live video: /);
    await video.waitFor();
    await page.waitForFunction(
      () => {
        const element = document.querySelector('video');
        return element !== null && !element.paused && element.currentTime > 0.5;
      },
      undefined,
      { timeout: 20_000 },
    );
    const frame = await page.getByTestId('live-video-frame').boundingBox();
    expect(frame && Math.abs(frame.height - frame.width / 1.77)).toBeLessThan(2);
    await expectAccessible(page, 'the race page with live video');
    await saveScreenshot(page, 'live-video-playing');

    await page.goto(`/fixtures/${day}/${mys.id}`);
    await page.getByRole('heading', { name: 'Mysuru' }).waitFor();
    expect(await page.getByRole('button', { name: 'Live' }).count()).toBe(0);

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('one early press of Live sends one stream request and says the pictures are not live yet', async () => {
    // Far enough ahead that the stream window has not opened, still on today's card.
    const early = await raceAt('CAL', 20, 2);
    const day = indiaDayOf(new Date(Date.now() + 20 * MINUTE));
    const { page, context, pageErrors } = await openPage(
      browser,
      server.baseUrl,
      `/fixtures/${day}/${early.id}`,
    );
    const streamRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/stream-url')) streamRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Login' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email/Mobile').fill('demo@furlong.in');
    await signIn.getByLabel('Password').fill('Demo@2026');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });

    await page.goto(`/fixtures/${day}/${early.id}`);
    await page.getByRole('button', { name: 'Live' }).click();
    await page.getByText('Please try 5 minutes before the race').waitFor();
    await page.waitForTimeout(2_000);
    expect(streamRequests).toHaveLength(1);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    await context.close();
  });
});
