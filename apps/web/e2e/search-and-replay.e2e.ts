import { indiaDayOf } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../../api/src/modules/races/create-race';
import { fixtureResults, fixtures, participants } from '../../api/src/modules/races/races.schema';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { launchBrowser, openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { signInAsDemoPlayer } from './support/journey';
import { startServer, type RunningServer } from './support/start-server';

const HOUR = 3_600_000;

const runner = (horseNumber: number, name: string, form: { runOn: string }[] = []) => ({
  horseNumber,
  name,
  cageNumber: horseNumber,
  jockey: `Jockey ${horseNumber}`,
  trainer: `Trainer ${horseNumber}`,
  weightKg: 55,
  lastRuns: ['1'],
  prices: { WIN: horseNumber + 1, PLACE: 1, SHP: 1, THP: 1 },
  form: form.map(({ runOn }) => ({
    runOn,
    venueCode: 'BLR',
    distanceMetres: 1200,
    going: 'Good',
    position: 1,
    fieldSize: 4,
    jockey: `Jockey ${horseNumber}`,
    weightKg: 55,
    marginLengths: 1.5,
    startingPrice: 3,
  })),
});

async function settled(page: Page, where: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectAccessible(page, where);
  await expectNoHorizontalOverflow(page, where, 360);
}

describe('find a horse and watch a replay at 360 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let pastRace: string;
  let nextRace: string;
  let pastDay: string;
  let nextDay: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const pastAt = new Date(Date.now() - 48 * HOUR);
    const nextAt = new Date(Date.now() + 3 * HOUR);
    pastDay = indiaDayOf(pastAt);
    nextDay = indiaDayOf(nextAt);
    const past = await createRace(server.raceDeps, {
      venueCode: 'BLR',
      day: pastDay,
      raceNumber: 1,
      startAt: pastAt,
      distanceMetres: 1200,
      name: 'The Replay Plate',
      label: 'Class IV',
      runners: [runner(1, 'Sultan'), runner(2, 'Chukker'), runner(3, 'Polo Star')],
    });
    pastRace = past.id;
    // Run and resulted: Sultan won (the race verbs' own paths are journeys of their own).
    const { db } = server.raceDeps;
    await db
      .update(fixtures)
      .set({ status: 'COMPLETE', resultState: 'OFFICIAL' })
      .where(eq(fixtures.id, pastRace));
    const [sultan] = await db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.fixtureId, pastRace))
      .orderBy(participants.horseNumber);
    await db
      .insert(fixtureResults)
      .values({ fixtureId: pastRace, participantId: sultan!.id, place: 1 });
    const next = await createRace(server.raceDeps, {
      venueCode: 'BLR',
      day: nextDay,
      raceNumber: 5,
      startAt: nextAt,
      distanceMetres: 1400,
      name: 'The Search Stakes',
      label: 'Class III',
      runners: [
        runner(1, 'Sultan', [{ runOn: pastDay }]),
        runner(2, 'Monsoon'),
        runner(3, 'Gulmarg'),
      ],
    });
    nextRace = next.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('finds "Sultan" typed as "Sulatn" from the menu, and leads to its form, next race and result', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      '/',
      PHONE_VIEWPORT,
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('searchbox', { name: 'Find a horse, jockey, trainer or course' });
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/mc/search')) searches.push(request.url());
    });
    await box.pressSequentially('Sulatn', { delay: 40 });
    const horses = menu.getByRole('region', { name: 'Horses' });
    await horses.getByText('Sultan', { exact: true }).waitFor();
    // Typed letter by letter, faster than the pause: one request for the whole name.
    expect(searches.map((url) => new URL(url).search)).toEqual(['?q=sulatn']);
    await settled(page, 'the menu with search results');
    await saveScreenshot(page, 'search-phone');

    const nextLink = horses.getByRole('link', { name: /^Next race: Bengaluru R5/ });
    const resultLink = horses.getByRole('link', { name: /^Won: Bengaluru R1/ });
    expect(await nextLink.getAttribute('href')).toBe(`/fixtures/${nextDay}/${nextRace}`);
    expect(await resultLink.getAttribute('href')).toBe(`/races/${pastDay}/results`);
    for (const link of [nextLink, resultLink]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await horses.getByRole('link', { name: 'Form' }).click();
    await page.getByRole('heading', { name: 'Form: Sultan' }).waitFor();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.getByTestId('form-run').count()).toBe(1);
    await settled(page, "the horse's form page");

    await page.goto(`/races/${pastDay}/results`);
    const card = page.getByRole('article', { name: 'Bengaluru R1' });
    await card.getByRole('link', { name: 'Watch replay (Bengaluru R1)' }).waitFor();
    await settled(page, 'the results with a replay link');

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it("plays a race's replay from its form line, signed in", async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      `/fixtures/${nextDay}/${nextRace}`,
      PHONE_VIEWPORT,
    );
    await signInAsDemoPlayer(page);
    await page.getByRole('button', { name: 'Sultan (form guide)' }).click();
    const panel = page.getByRole('dialog', { name: 'Form: 1. Sultan' });
    const replay = panel.getByRole('link', { name: /^Watch replay \(Bengaluru/ });
    expect((await replay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await replay.click();
    await page.getByRole('heading', { name: 'Replay: Bengaluru R1' }).waitFor();
    await page.getByLabel('Replay: Bengaluru R1').waitFor();
    await page.waitForFunction(
      () => {
        const element = document.querySelector('video');
        return element !== null && element.currentTime > 0.5;
      },
      undefined,
      { timeout: 20_000 },
    );
    const frame = await page.getByTestId('replay-frame').boundingBox();
    expect(frame && Math.abs(frame.height - frame.width / 1.77)).toBeLessThan(2);
    expect(frame!.width).toBeGreaterThan(300);
    await settled(page, 'the replay page');
    await saveScreenshot(page, 'replay-phone');

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
