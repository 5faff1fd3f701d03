import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  declareOfficialResultAndSettle,
  recordOffAndSettle,
} from '../../api/src/modules/race-control/race-operations';
import { expectAccessible } from './support/accessibility';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';
import { openPage, saveScreenshot } from './support/browser';
import { TINY_PNG } from './support/images';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const INSTANT_SUCCESS =
  'Withdrawal Success. Please Note: Instant withdrawals take up to 30 minutes, and up to 24 hours to reach your bank.';

/** Waits until no CSS transition runs: a dialog fading in has colours axe would misjudge. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe('cashier journey', () => {
  // No 24-hour wait for the new beneficiary here (cooling-off has its own API test); the
  // first withdrawal to it still needs the recent proof its addition gave.
  const journey = setUpRaceDayJourney({ BENEFICIARY_COOLING_OFF_HOURS: '0' });
  const { today } = journey;

  it('wins a bet, uploads a PAN, the operator approves it, adds a bank account, withdraws and sees it paid', async () => {
    const raceId = journey.raceIds[0] as string;
    const player = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${raceId}`,
    );
    const { page } = player;
    await signInAsDemoPlayer(page);

    // Withdrawals pay winnings only, and the demo player's ₹10,000 are deposits: win first.
    await page.goto(`/fixtures/${today}/${raceId}`);
    await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('100');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();
    // The race runs and horse 1 wins, through the verbs the operator console calls.
    // The off is recorded now (a result can be declared only after it), then the result.
    await recordOffAndSettle(journey.server.raceDeps, raceId);
    await declareOfficialResultAndSettle(journey.server.raceDeps, raceId, {
      standings: [
        { horseNumber: 1, place: 1 },
        { horseNumber: 2, place: 2 },
        { horseNumber: 3, place: 3 },
      ],
    });

    // ₹100 at 2-1 pays ₹214.28 into winnings at today's GST of 40% (as in the settlement
    // journey): all withdrawable.
    // Until the PAN is verified the screen shows the gate and its way to the upload.
    await page.goto('/myaccount/withdraw');
    const withdrawable = page.getByTestId('withdrawable');
    await withdrawable.filter({ hasText: 'Withdrawable balance: ₹214.28' }).waitFor();
    const gate = page.getByTestId('kyc-gate');
    await gate
      .getByText('Please update your PAN details and upload a copy of your PAN card to withdraw.')
      .waitFor();
    await gate.getByRole('link', { name: 'Upload PAN details' }).click();
    await page.waitForURL('**/myaccount/profile');
    const edit = page.getByRole('dialog', { name: 'Edit profile' });
    await edit.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
    await edit.getByLabel('Address1', { exact: true }).fill('12 Residency Road');
    await edit.getByLabel('City', { exact: true }).fill('Bengaluru');
    await edit
      .locator('input[type=file]')
      .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: TINY_PNG });
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details updated successfully.').waitFor();
    await page.getByText('PENDING').first().waitFor();

    await page.goto('/myaccount/withdraw');
    await gate
      .getByText('Your PAN details are being verified. You can withdraw once they are verified.')
      .waitFor();

    // The operator, in another browser profile, checks the image and approves the PAN.
    const operator = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    await operator.page.getByLabel('Email').fill('operator@furlong.in');
    await operator.page.getByLabel('Password').fill('Operator@2026');
    await operator.page.getByRole('button', { name: 'Sign in' }).click();
    await operator.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await operator.page.getByRole('link', { name: 'KYC queue' }).click();
    await operator.page.waitForURL('**/operator/kyc');
    const request = operator.page.getByRole('region', { name: 'Demo Player' });
    await request.getByText('PAN: ABCDE1234F').waitFor();
    await request.getByRole('button', { name: 'View PAN image 1 of Demo Player' }).click();
    const image = request.getByRole('img', { name: 'PAN image 1 of Demo Player' });
    await image.waitFor();
    await operator.page.waitForFunction(() =>
      [...document.images].some(
        (img) => img.src.startsWith('blob:') && img.complete && img.naturalWidth === 1,
      ),
    );
    // Approve turns on once the image is open: its colour fades in (a CSS transition), and the
    // page is checked once the fade is over, not halfway through it.
    await operator.page.waitForFunction(() => {
      const approve = document.querySelector('button[aria-label="Approve Demo Player"]');
      return (
        approve instanceof HTMLButtonElement &&
        !approve.disabled &&
        approve.getAnimations().length === 0
      );
    });
    await expectAccessible(operator.page, 'the operator KYC queue');
    await saveScreenshot(operator.page, 'cashier-operator-kyc');
    await request.getByRole('button', { name: 'Approve Demo Player' }).click();
    const approve = operator.page.getByRole('dialog', { name: 'Approve the PAN of Demo Player?' });
    await approve.getByRole('button', { name: 'Approve PAN' }).click();
    await operator.page.getByText('PAN approved').waitFor();
    await operator.page.getByText('No PAN is waiting for a check.').waitFor();

    // Verified: the form replaces the gate. No beneficiary yet, so add a bank account.
    await page.goto('/myaccount/withdraw');
    await page.getByRole('form', { name: 'Withdraw' }).waitFor();
    await page.getByText('No beneficiaries yet. Add one to withdraw.').waitFor();
    expect(await gate.count()).toBe(0);
    await expectAccessible(page, 'the withdraw page');
    await page.getByRole('button', { name: 'Add beneficiary' }).click();
    const add = page.getByRole('dialog', { name: 'Add beneficiary' });
    await add.getByLabel('Account Number').waitFor();
    await animationsDone(page);
    await expectAccessible(page, 'the add beneficiary dialog');
    await add.getByLabel('Account Number').fill('123456789012');
    await add.getByLabel('IFSC Code').fill('HDFC0001234');
    await add.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await add.getByRole('button', { name: 'Add beneficiary' }).click();
    await page.getByText('Beneficiary Added Successfully.').waitFor();
    await add.waitFor({ state: 'detached' });

    // The account number is masked: only its last digits show.
    const form = page.getByRole('form', { name: 'Withdraw' });
    const choice = form.getByRole('radio');
    await choice.first().waitFor();
    expect(await choice.count()).toBe(1);
    const beneficiaryName =
      (await form.locator('label:has(input[type=radio])').first().textContent()) ?? '';
    expect(beneficiaryName).toMatch(/9012/);
    expect(beneficiaryName).not.toContain('123456789012');

    await choice.first().check();
    await form.getByLabel('Withdraw Amount').fill('200');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByTestId('withdraw-outcome').filter({ hasText: INSTANT_SUCCESS }).waitFor();
    // The amount is held at once.
    await withdrawable.filter({ hasText: 'Withdrawable balance: ₹14.28' }).waitFor();
    const row = page.getByTestId('withdrawal-row').first();
    await row.getByRole('link', { name: '₹200.00' }).waitFor();
    await saveScreenshot(page, 'cashier-withdrawn');

    // The sandbox provider calls back after about two seconds; the detail page polls until then.
    await row.getByRole('link', { name: '₹200.00' }).click();
    await page.waitForURL(new RegExp(`/myaccount/withdraw/${UUID}$`));
    await page.getByRole('heading', { name: 'Withdrawal', exact: true }).waitFor();
    await page
      .getByTestId('transfer-status')
      .filter({ hasText: /^SUCCESS$/ })
      .waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'cashier-withdrawal-detail');
    await page.getByRole('link', { name: 'Back to Withdraw' }).click();
    await page.waitForURL('**/myaccount/withdraw');
    await row
      .getByTestId('transfer-status')
      .filter({ hasText: /^SUCCESS$/ })
      .waitFor();
    await withdrawable.filter({ hasText: 'Withdrawable balance: ₹14.28' }).waitFor();

    // History: the ₹200 left the account as a withdrawal, after the winnings came in.
    await page.goto('/myaccount/history');
    const rows = page.getByTestId('transaction-row');
    await rows.first().waitFor();
    const newest = rows.first();
    await newest.getByRole('cell', { name: 'Withdrawal', exact: true }).waitFor();
    expect((await newest.getByRole('cell').allTextContents()).slice(1)).toEqual([
      'Withdrawal',
      'DEBIT',
      'cashier',
      '₹200.00',
      'SUCCESS',
    ]);
    await rows.filter({ hasText: 'Winnings' }).filter({ hasText: '₹214.28' }).first().waitFor();
    await saveScreenshot(page, 'cashier-history');

    for (const side of [player, operator]) {
      expect(side.pageErrors.map((error) => error.message)).toEqual([]);
      expect(side.serverErrors).toEqual([]);
      await side.context.close();
    }
  });
});
