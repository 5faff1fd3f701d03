import { addDays, indiaDayBounds } from '@furlong/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRace } from '../../api/src/modules/races/create-race';
import { publishRace } from '../../api/src/modules/race-control/publish-race';
import { updatePrices } from '../../api/src/modules/race-control/update-prices';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { sendFollowNotices } from '../../api/src/modules/follows/send-follow-notices';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

const MINUTE = 60_000;

async function expectPhoneReady(page: Page, where: string): Promise<void> {
  // Two frames first, so a transition just triggered has started and is waited for below.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectAccessible(page, where);
  await expectNoHorizontalOverflow(page, where, 360);
}

describe('race card extras on a phone (360 × 740): form, price moves, data saver, offline', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  /** A third race whose first runner has a form feed, its WIN price moved twice since opening. */
  async function addFormRace(): Promise<string> {
    const deps = journey.server.raceDeps;
    const startAt = new Date(
      Math.min(Date.now() + 90 * MINUTE, indiaDayBounds(today).end.getTime() - MINUTE),
    );
    const { id } = await createRace(deps, {
      venueCode: 'BLR',
      day: today,
      raceNumber: 3,
      startAt,
      distanceMetres: 1400,
      name: 'Form Plate',
      label: 'Class III',
      runners: [1, 2, 3].map((horseNumber) => ({
        horseNumber,
        name: `Form Runner ${horseNumber}`,
        cageNumber: horseNumber,
        jerseyUrl: `/silks/silk-${horseNumber}.svg`,
        jockey: 'A. Sandesh',
        trainer: 'P. Shroff',
        weightKg: 56,
        lastRuns: horseNumber === 1 ? ['2', '1'] : [],
        prices: { WIN: 4 + horseNumber, PLACE: 1.5, SHP: 2, THP: 2 },
        form:
          horseNumber === 1
            ? [
                {
                  runOn: addDays(today, -21),
                  venueCode: 'BLR',
                  distanceMetres: 1400,
                  going: 'Good',
                  position: 2,
                  fieldSize: 10,
                  jockey: 'A. Sandesh',
                  weightKg: 55.5,
                  marginLengths: 0.75,
                  startingPrice: 6,
                },
                {
                  runOn: addDays(today, -49),
                  venueCode: 'BLR',
                  distanceMetres: 1200,
                  going: 'Soft',
                  position: 1,
                  fieldSize: 9,
                  jockey: 'S. Kamble',
                  weightKg: 54,
                  marginLengths: 1.5,
                  startingPrice: 3.5,
                },
              ]
            : [],
      })),
    });
    await publishRace(
      { ...deps, clock: { now: () => new Date(startAt.getTime() - 60 * MINUTE) } },
      id,
    );
    await updatePrices(deps, id, [{ horseNumber: 1, market: 'WIN', price: 4 }]);
    await updatePrices(deps, id, [{ horseNumber: 1, market: 'WIN', price: 3.5 }]);
    return id;
  }

  let formRaceId = '';

  it('opens a runner’s form, reads its price moves, saves data, and keeps the last card offline without betting', async () => {
    const raceId = await addFormRace();
    formRaceId = raceId;
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${raceId}`,
      PHONE_VIEWPORT,
    );
    await page.getByRole('heading', { name: 'Race 3: Form Plate' }).waitFor();

    // Price history: opened 5.00, moved to 4.00, now 3.50, drawn as a sparkline beside the words.
    const firstRunner = page.getByTestId('runner-row').filter({ hasText: 'Form Runner 1' });
    await expect
      .poll(() => firstRunner.getByTestId('price-moves').textContent())
      .toContain('Win opened 5.00 · now 3.50');
    const sparkline = firstRunner.getByTestId('price-sparkline');
    expect(await sparkline.isVisible()).toBe(true);
    expect((await sparkline.locator('polyline').getAttribute('points'))?.split(' ')).toHaveLength(
      3,
    );
    await expectPhoneReady(page, 'the race card with price moves');

    // A price move on the server reaches the card and its sparkline through the realtime reload.
    await updatePrices(journey.server.raceDeps, raceId, [
      { horseNumber: 1, market: 'WIN', price: 3 },
    ]);
    await expect
      .poll(() => firstRunner.getByTestId('price-moves').textContent(), { timeout: 10_000 })
      .toContain('now 3.00');

    // The form panel: a bottom sheet with the runs, the records and the rest since the last run.
    await firstRunner.getByRole('button', { name: 'Form Runner 1 (form guide)' }).click();
    const panel = page.getByRole('dialog', { name: 'Form: 1. Form Runner 1' });
    await panel.getByText('Last ran 21 days ago').waitFor();
    expect(await panel.getByTestId('form-run').count()).toBe(2);
    expect(await panel.getByTestId('form-run').first().textContent()).toContain('2nd of 10');
    expect(await panel.getByText('With this jockey').isVisible()).toBe(true);
    await expectPhoneReady(page, 'the form panel');
    await saveScreenshot(page, 'form-panel-phone');
    await panel.getByRole('button', { name: 'Close form' }).click();
    await panel.waitFor({ state: 'detached' });

    // Data saver: silks wait for a tap; the setting outlives a reload.
    const silk = firstRunner.getByRole('img', { name: 'Form Runner 1 silks' });
    expect(await silk.getAttribute('src')).toBe('/silks/silk-1.svg');
    await page.getByTestId('data-saver').check();
    await expect.poll(() => silk.getAttribute('src')).toBe('/silks/fallback.svg');
    await page.reload();
    await page.getByRole('heading', { name: 'Race 3: Form Plate' }).waitFor();
    expect(await silk.getAttribute('src')).toBe('/silks/fallback.svg');
    await page.getByRole('button', { name: 'Show silks' }).click();
    await expect.poll(() => silk.getAttribute('src')).toBe('/silks/silk-1.svg');
    await expectPhoneReady(page, 'the race card with the data saver on');
    await page.getByTestId('data-saver').uncheck();

    // Installed as an app: the service worker controls the page once it has activated.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    // Chromium's own installability check (the one Lighthouse's installable audit reads): the
    // manifest, its icons and the service worker leave nothing to object to.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A journey's browser context is an incognito one, which no app installs from.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await cdp.detach();
    // The card is seen once more under the worker's control, so it is the one kept.
    const taxRuleLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/mc/tax-rule'),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Race 3: Form Plate' }).waitFor();
    await firstRunner.getByRole('button', { name: /^WIN 3\.00/ }).click();
    // The slip's figures need the tax rule, fetched by the time a price is tapped.
    await taxRuleLoaded;

    // Offline: the page says so, and the slip will not place.
    await context.setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    await page.getByRole('button', { name: /Bet slip/ }).click();
    const slip = page.getByRole('presentation').getByRole('region', { name: 'Bet slip' });
    await slip.getByTestId('slip-offline').waitFor();
    expect(await slip.getByRole('button', { name: 'Place bets' }).isDisabled()).toBe(true);
    await expectPhoneReady(page, 'the slip offline');
    await page.keyboard.press('Escape');

    // Reloaded offline: the shell and the last card seen open from the phone, marked offline.
    await page.reload();
    await page.getByRole('heading', { name: 'Race 3: Form Plate' }).waitFor();
    await page.getByTestId('offline-notice').waitFor();
    await expectPhoneReady(page, 'the race card reopened offline');
    await saveScreenshot(page, 'race-card-offline-phone');
    await context.setOffline(false);

    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('follows a horse from its form, lists it in My account, and tells the player in the page when it is declared', async () => {
    formRaceId ||= await addFormRace();
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${formRaceId}`,
      PHONE_VIEWPORT,
    );
    await page.getByRole('heading', { name: 'Race 3: Form Plate' }).waitFor();
    await signInAsDemoPlayer(page);

    // Signing in leads to the race day; back to the race.
    await page.goto(`/fixtures/${today}/${formRaceId}`);
    await page.getByRole('heading', { name: 'Race 3: Form Plate' }).waitFor();
    const runner = page.getByTestId('runner-row').filter({ hasText: 'Form Runner 2' });
    await runner.getByRole('button', { name: 'Form Runner 2 (form guide)' }).click();
    const panel = page.getByRole('dialog', { name: 'Form: 2. Form Runner 2' });
    const followHorse = panel.getByRole('button', { name: 'Follow horse: Form Runner 2' });
    await followHorse.click();
    await panel
      .getByRole('button', { name: 'Following horse: Form Runner 2', pressed: true })
      .waitFor();
    // The server's answer brings a toast: its entrance is over before axe reads the colours.
    await page.getByText('You now follow Form Runner 2.').waitFor();
    await expectPhoneReady(page, 'the form panel with follow buttons');
    await panel.getByRole('button', { name: 'Close form' }).click();
    await panel.waitFor({ state: 'detached' });

    // The race card is published with the horse in it: the follow-notices job tells the page.
    const made = await sendFollowNotices({
      ...journey.server.raceDeps,
      notifier: journey.server.notifier,
    });
    expect(made).toBeGreaterThanOrEqual(1);
    // Declared (and, this close to the race, perhaps also 30 minutes before: the newest is said).
    await page
      .getByText(/^(Declared|Off in \d+ minutes): Form Runner 2 in Bengaluru R3/)
      .first()
      .waitFor({ timeout: 10_000 });

    // My account › Following lists it, with the news and the email choice.
    await page.goto(`/myaccount/following`);
    const item = page.getByTestId('follow-item').filter({ hasText: 'Form Runner 2' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Horse');
    await page.getByTestId('follow-notice').first().waitFor();
    // The box follows the server's answer (a controlled input), so it is clicked, then awaited.
    await page.getByLabel('Also tell me by email').click();
    await expect.poll(() => page.getByLabel('Also tell me by email').isChecked()).toBe(true);
    await expectPhoneReady(page, 'My account › Following');
    await saveScreenshot(page, 'following-phone');
    await item.getByRole('button', { name: 'Unfollow Form Runner 2' }).click();
    await page.getByText('You do not follow anyone yet.').waitFor();

    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
