import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { players } from '../../api/src/modules/customers/customers.schema';
import {
  declareOfficialResultAndSettle,
  recordOffAndSettle,
} from '../../api/src/modules/race-control/race-operations';
import { expectAccessible } from './support/accessibility';
import { openPage, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

const INSTANT_SUCCESS =
  'Withdrawal Success. Please Note: Instant withdrawals take up to 30 minutes, and up to 24 hours to reach your bank.';

async function placeWin(page: Page, path: string, rupees: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await slip
    .getByRole('textbox', { name: /^Amount for / })
    .first()
    .fill(rupees);
  await slip.getByRole('button', { name: 'Place bets' }).click();
}

/**
 * At a phone's width: no serious axe violation, and nothing of the safer gambling section
 * reaches past the screen's edge. (The whole page's check, expectNoHorizontalOverflow, is
 * not used: the signed-in header's account chips are wider than 360 px today.)
 */
async function expectPhoneReady(page: Page, where: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  await expectAccessible(page, where);
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const section = document.querySelector('[aria-labelledby="safer-gambling-title"]');
    return [...(section?.querySelectorAll<HTMLElement>('*') ?? [])]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
  expect(offenders, where).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('player protection journey', () => {
  // The new beneficiary's cooling-off is the cashier API's to test (cooling-off.test.ts).
  const journey = setUpRaceDayJourney({ BENEFICIARY_COOLING_OFF_HOURS: '0' });
  const { today } = journey;

  it('sets a limit and is refused, takes a time-out and is refused, and still withdraws', async () => {
    const [firstRace, secondRace] = journey.raceIds as [string, string];
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${firstRace}`,
    );
    await signInAsDemoPlayer(page);

    // A first bet wins (₹100 at 2-1 pays ₹214.28 into winnings at today's GST of 40%, which can be withdrawn).
    await placeWin(page, `/fixtures/${today}/${firstRace}`, '100');
    await page.getByText('Successfully placed bets. Please await result.').waitFor();
    // The off is recorded now (a result can be declared only after it), then the result.
    await recordOffAndSettle(journey.server.raceDeps, firstRace);
    await declareOfficialResultAndSettle(journey.server.raceDeps, firstRace, {
      standings: [
        { horseNumber: 1, place: 1 },
        { horseNumber: 2, place: 2 },
        { horseNumber: 3, place: 3 },
      ],
    });

    // A daily stake limit of ₹150 from the Safer gambling tab: ₹100 is already staked today.
    await page.goto('/myaccount/profile');
    await page.getByRole('tab', { name: 'Safer gambling' }).click();
    await page.waitForURL('**/myaccount/safer-gambling');
    await page.getByText('You have no limits set.').waitFor();
    await expectPhoneReady(page, 'the safer gambling page');
    const limitForm = page.getByRole('form', { name: 'Set a limit' });
    await limitForm.getByRole('textbox', { name: /Amount/ }).fill('150');
    await limitForm.getByRole('button', { name: 'Set limit' }).click();
    const limit = page.getByTestId('limit-STAKE-DAY');
    await limit.getByText('Daily stake limit of ₹150.00').waitFor();
    await limit.getByText('Used ₹100.00, left ₹50.00').waitFor();
    await saveScreenshot(page, 'protections-limit');

    await placeWin(page, `/fixtures/${today}/${secondRace}`, '100');
    await page
      .getByText('This slip would break your daily stake limit of ₹150.00. You have ₹50.00 left.')
      .waitFor();

    // A 24-hour time-out: asked once more, then every bet is refused.
    await page.goto('/myaccount/safer-gambling');
    await page.getByRole('button', { name: 'Take a time-out' }).click();
    await page.getByText('No bets for 24 hours. A break cannot be shortened.').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/You are taking a break until/).waitFor();
    await expectPhoneReady(page, 'the safer gambling page during a time-out');
    await saveScreenshot(page, 'protections-time-out');

    await placeWin(page, `/fixtures/${today}/${secondRace}`, '100');
    await page.getByText(/You are taking a break until .* but not bet\./).waitFor();

    // The account stays open: the PAN was verified earlier; add a bank account and withdraw.
    await journey.server.raceDeps.db
      .update(players)
      .set({ kycStatus: 'VERIFIED' })
      .where(eq(players.email, 'demo@furlong.in'));
    await page.goto('/myaccount/withdraw');
    await page.getByTestId('withdrawable').filter({ hasText: '₹214.28' }).waitFor();
    await page.getByRole('button', { name: 'Add beneficiary' }).click();
    const add = page.getByRole('dialog', { name: 'Add beneficiary' });
    await add.getByLabel('Account Number').fill('123456789012');
    await add.getByLabel('IFSC Code').fill('HDFC0001234');
    await add.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await add.getByRole('button', { name: 'Add beneficiary' }).click();
    await add.waitFor({ state: 'detached' });
    const form = page.getByRole('form', { name: 'Withdraw' });
    await form.getByRole('radio').first().check();
    await form.getByLabel('Withdraw Amount').fill('200');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByTestId('withdraw-outcome').filter({ hasText: INSTANT_SUCCESS }).waitFor();

    // The console shows the operator the player's protections with the time-out, and passes
    // axe at a phone's width too.
    const [demo] = await journey.server.raceDeps.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, 'demo@furlong.in'));
    const operator = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    await operator.page.getByLabel('Email').fill('operator@furlong.in');
    await operator.page.getByLabel('Password').fill('Operator@2026');
    await operator.page.getByRole('button', { name: 'Sign in' }).click();
    await operator.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await operator.page.goto(`/operator/players/${demo?.id ?? ''}`);
    const protections = operator.page.getByRole('region', { name: 'Protections' });
    await protections.getByText(/^Time-out: until /).waitFor();
    await operator.page.setViewportSize({ width: 360, height: 740 });
    await operator.page.waitForTimeout(300);
    await expectAccessible(operator.page, "the console's player protections at 360 px");
    expect(operator.pageErrors.map((error) => error.message)).toEqual([]);
    await operator.context.close();

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
