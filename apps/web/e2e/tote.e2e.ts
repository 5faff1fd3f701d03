import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

/** Taps a horse's chip in a position's column of the Tote tab (1st, 2nd, 3rd or Box). */
async function tapHorse(page: Page, position: string, horse: number) {
  const tote = page.getByRole('region', { name: 'Tote' });
  await tote
    .getByRole('button', { name: `${position}: ${horse}. Journey Runner 1-${horse}`, exact: true })
    .click();
}

async function setUnits(page: Page, units: string) {
  await page.getByRole('region', { name: 'Tote' }).getByLabel('Units of ₹10').fill(units);
}

describe('tote journey (360 × 740)', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('a Forecast box and a Quinella are bought, the race is run, the dividends show in Results and the money in the wallet', async () => {
    const raceId = journey.raceIds[0] as string;
    const player = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${raceId}`,
      PHONE_VIEWPORT,
    );
    const { page } = player;
    await signInAsDemoPlayer(page);
    await page
      .getByLabel(/^Cash balance ₹10,000\.00$/)
      .first()
      .waitFor();

    await page.goto(`/fixtures/${today}/${raceId}`);
    await page.getByRole('tab', { name: 'Tote' }).click();
    const tote = page.getByRole('region', { name: 'Tote' });

    // A Forecast box of 1, 2 and 3 at 2 units: 6 combinations, ₹120 into the pool + 40% GST.
    await tote.getByRole('button', { name: 'Forecast', exact: true }).click();
    await tote.getByRole('button', { name: 'Box', exact: true }).click();
    for (const horse of [1, 2, 3]) await tapHorse(page, 'Box', horse);
    await setUnits(page, '2');
    await tote
      .getByTestId('tote-combinations')
      .filter({ hasText: '6 combinations × 2 units' })
      .waitFor();
    await expectNoHorizontalOverflow(page, 'the Tote tab', 360);
    await expectAccessible(page, 'the Tote tab');
    await saveScreenshot(page, 'tote-forecast-box');
    await tote.getByRole('button', { name: 'Buy ticket ₹168.00' }).click();
    await tote.getByTestId('tote-bought').filter({ hasText: '6 combinations, ₹168.00' }).waitFor();

    // A straight Quinella 1-2 at 10 units: ₹100 into the pool, ₹140 paid.
    await tote.getByRole('button', { name: 'Quinella', exact: true }).click();
    await tote.getByRole('button', { name: 'Straight', exact: true }).click();
    await tapHorse(page, '1st', 1);
    await tapHorse(page, '2nd', 2);
    await setUnits(page, '10');
    await tote.getByRole('button', { name: 'Buy ticket ₹140.00' }).click();
    await tote.getByTestId('tote-bought').filter({ hasText: '1 combination, ₹140.00' }).waitFor();
    // ₹10,000 less ₹168 and ₹140.
    await page
      .getByLabel(/^Cash balance ₹9,692\.00$/)
      .first()
      .waitFor();

    await page.goto('/myaccount/my-bets');
    await page.getByText('Forecast box: 1, 2, 3').waitFor();
    await page.getByText('Quinella: 1st 1 · 2nd 2').waitFor();

    // The operator records the off and declares 1, 2, 3, then makes it official.
    const operator = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    await operator.page.getByLabel('Email').fill('operator@furlong.in');
    await operator.page.getByLabel('Password').fill('Operator@2026');
    await operator.page.getByRole('button', { name: 'Sign in' }).click();
    await operator.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await operator.page.goto(`/operator/races/${raceId}`);
    const pools = operator.page.getByRole('region', { name: 'Tote pools' });
    await pools.locator('tr[data-pool="FORECAST"]').getByText('₹120.00').waitFor();
    const state = operator.page.getByRole('region', { name: 'Race state' });
    await state.getByRole('button', { name: "They're off" }).click();
    const confirmOff = operator.page.getByRole('dialog', { name: "They're off?" });
    await confirmOff.getByRole('button', { name: "They're off" }).click();
    await operator.page.getByRole('button', { name: 'Declare result' }).waitFor();
    for (const [runner, place] of [
      ['1 Journey Runner 1-1', '1st'],
      ['2 Journey Runner 1-2', '2nd'],
      ['3 Journey Runner 1-3', '3rd'],
    ] as const) {
      await operator.page.getByRole('combobox', { name: runner }).click();
      await operator.page.getByRole('option', { name: place, exact: true }).click();
    }
    await operator.page.getByRole('button', { name: 'Declare result' }).click();
    const confirmResult = operator.page.getByRole('dialog', { name: 'Declare this result?' });
    await confirmResult.getByRole('button', { name: 'Declare result' }).click();
    await operator.page.getByText('Result: Provisional').waitFor();
    await state.getByRole('button', { name: 'Declare official' }).click();
    const confirmOfficial = operator.page.getByRole('dialog', { name: 'Declare official?' });
    await confirmOfficial.getByRole('button', { name: 'Declare official' }).click();
    await operator.page.getByText('Result: Official').waitFor();
    // Forecast: N = 120 x 0.80 = 96 over the 2 units on 1-2: ₹48 per ₹10. Quinella: N = 100 x
    // 0.80 = 80 over 10 units: ₹8, below the ₹11 minimum dividend, so the house tops it up.
    await pools
      .locator('tr[data-pool="FORECAST"]')
      .getByText('1-2 ₹48')
      .waitFor({ timeout: 15_000 });
    await saveScreenshot(operator.page, 'tote-operator');

    await page.goto(`/races/${today}/results`);
    const dividends = page.getByTestId('tote-dividends').first();
    await dividends.filter({ hasText: 'Tote dividends: Forecast ₹48 · Quinella ₹11' }).waitFor();
    await expectNoHorizontalOverflow(page, 'the results with tote dividends', 360);
    await saveScreenshot(page, 'tote-results');
    // 2 units x ₹48 + 10 units x ₹11 = ₹206 back: 9,692 + 206.
    await page
      .getByLabel(/^Cash balance ₹9,898\.00$/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.goto('/myaccount/my-bets');
    await page.getByTestId('tote-ticket-dividends').filter({ hasText: '1-2 ₹48' }).waitFor();

    for (const side of [player, operator]) {
      expect(side.pageErrors.map((error) => error.message)).toEqual([]);
      expect(side.serverErrors).toEqual([]);
      await side.context.close();
    }
  });
});
