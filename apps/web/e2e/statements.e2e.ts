import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  declareOfficialResultAndSettle,
  recordOffAndSettle,
} from '../../api/src/modules/race-control/race-operations';
import { expectAccessible } from './support/accessibility';
import { openPage, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

/** At a phone's width: no serious axe violation, nothing of the section past the screen's edge. */
async function expectPhoneReady(page: Page, where: string, section: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  await expectAccessible(page, where);
  const offenders = await page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const root = document.querySelector(selector);
    if (!root) return ['(section missing)'];
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  }, section);
  expect(offenders, where).toEqual([]);
}

describe('statements and account closure journey', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('shows a won bet in the statement and the passbook, downloads both, and closes the account', async () => {
    const [firstRace, secondRace] = journey.raceIds as [string, string];
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${firstRace}`,
    );
    await signInAsDemoPlayer(page);

    // ₹100 at 2-1 pays ₹214.28 at today's GST of 40%.
    await page.goto(`/fixtures/${today}/${firstRace}`);
    await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip
      .getByRole('textbox', { name: /^Amount for / })
      .first()
      .fill('100');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();
    await recordOffAndSettle(journey.server.raceDeps, firstRace);
    await declareOfficialResultAndSettle(journey.server.raceDeps, firstRace, {
      standings: [
        { horseNumber: 1, place: 1 },
        { horseNumber: 2, place: 2 },
        { horseNumber: 3, place: 3 },
      ],
    });

    await page.goto('/myaccount/profile');
    await page.getByRole('tab', { name: 'Statements' }).click();
    await page.waitForURL('**/myaccount/statements');
    const activity = page.getByRole('region', { name: 'Activity statement' });
    await activity.getByText('Net win').waitFor();
    await activity.getByRole('table', { name: 'By day' }).getByText('₹214.28').waitFor();
    await activity.getByRole('img', { name: /Net result per month/ }).waitFor();
    const book = page.getByRole('region', { name: 'Tax passbook' });
    await book.getByRole('table', { name: 'GST and TDS per bet' }).getByText('₹28.56').waitFor();
    await expectPhoneReady(page, 'the statements page', '[aria-labelledby="statements-title"]');
    await saveScreenshot(page, 'statements-phone');

    const csv = page.waitForEvent('download');
    await activity.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await (await csv).path();
    expect(await readFile(csvFile, 'utf8')).toContain(`DAY,${today},100.00,214.28,114.28`);
    const pdf = page.waitForEvent('download');
    await book
      .getByRole('button', { name: /^PDF: TDS statement of Q\d/ })
      .first()
      .click();
    const pdfFile = await (await pdf).path();
    expect((await readFile(pdfFile)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Closing the account asks once more, then every bet is refused.
    await page.getByRole('tab', { name: 'Safer gambling' }).click();
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByRole('textbox', { name: /Why are you closing it/ }).fill('Taking up golf');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await page.getByText(/Your account was closed on/).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await expectPhoneReady(
      page,
      'the safer gambling page of a closed account',
      '[aria-labelledby="safer-gambling-title"]',
    );
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`/fixtures/${today}/${secondRace}`);
    await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    await slip
      .getByRole('textbox', { name: /^Amount for / })
      .first()
      .fill('100');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await page.getByText('Your account is closed. Contact support to reopen it.').waitFor();

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
