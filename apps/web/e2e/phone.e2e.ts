import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPlayerByIdentifier } from '../../api/src/modules/customers/find-player';
import { findOperatorByEmail } from '../../api/src/modules/operators/operators.queries';
import { recordRetailCashIn } from '../../api/src/modules/player-desk/record-retail-cash-in';
import { DEV_OPERATOR } from '../../api/src/modules/player-desk/seed-dev-accounts';
import {
  declareOfficialResultAndSettle,
  recordOffAndSettle,
} from '../../api/src/modules/race-control/race-operations';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { latestCode } from './support/dev-outbox';
import { setUpRaceDayJourney } from './support/journey';

/** The code the dev outbox holds for an address now, if any. */
async function outboxCode(baseUrl: string, to: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as { code: string | null }[];
  return messages.find((message) => message.code)?.code ?? undefined;
}

const PASSWORD = 'Chukker@2031';
const TAP_TARGET_PX = 44;

/** Every page at 360 px and at the narrowest phones (320 px): axe-clean, never wider than the screen. */
async function expectPhoneReady(page: Page, where: string): Promise<void> {
  // A dialog fading in has colours axe would misjudge.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectAccessible(page, where);
  await expectNoHorizontalOverflow(page, where, 360);
  await expectNoHorizontalOverflow(page, where, 320);
}

/** True when the whole element is inside the phone's screen as it is scrolled now. */
async function isOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return (
    box !== null &&
    box.y >= 0 &&
    box.y + box.height <= PHONE_VIEWPORT.height &&
    box.x >= 0 &&
    box.x + box.width <= PHONE_VIEWPORT.width
  );
}

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
}

describe('phone journey (360 × 740)', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('signs up, finds a race through the drawer calendar, bets from the slip at hand, then reads the result and the settled bet', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      '/',
      PHONE_VIEWPORT,
    );
    await page.waitForURL(`**/races/${today}`);
    await page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();
    await expectPhoneReady(page, 'the race day page for a visitor');

    // Sign up from the header's Login, as a newcomer would.
    const stamp = Date.now().toString().slice(-8);
    const email = `phone.${stamp}@example.in`;
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign up' })
      .click();
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    await signUp.getByLabel('First Name').fill('Kavya');
    await expectPhoneReady(page, 'the sign-up dialog');
    await signUp.getByLabel('Last Name').fill('Rao');
    await signUp.getByLabel('Email', { exact: true }).fill(email);
    await signUp.getByLabel('Mobile').fill(`97${stamp}`);
    await signUp.getByRole('combobox', { name: 'Day' }).selectOption('14');
    await signUp.getByRole('combobox', { name: 'Month' }).selectOption({ index: 3 });
    await signUp.getByRole('combobox', { name: 'Year' }).selectOption('1990');
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
    await signUp.getByRole('checkbox').check();
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    // Both codes are asked for on one step; this newcomer leaves them for later and signs in.
    await signUp.getByLabel('Mobile code').waitFor();
    await expectPhoneReady(page, 'the two-code step');
    await signUp.getByRole('button', { name: 'Verify later' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.waitFor();
    await expectPhoneReady(page, 'the sign-in dialog');
    // The newcomer signs in with a code sent to the mobile instead of the password.
    const mobile = `97${stamp}`;
    const earlier = await outboxCode(journey.server.baseUrl, mobile);
    await signIn.getByRole('button', { name: 'Sign in with a code' }).click();
    await signIn.getByLabel('Email/Mobile').fill(mobile);
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await signIn
      .getByRole('status')
      .getByText(/code is on its way/)
      .waitFor();
    await expectPhoneReady(page, 'the sign-in dialog waiting for a code');
    const code = await latestCode(journey.server.baseUrl, mobile, earlier);
    for (const [index, digit] of [...code].entries())
      await signIn.getByRole('textbox', { name: `Digit ${index + 1}` }).fill(digit);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /my profile/ }).waitFor();
    await expectPhoneReady(page, 'the race day page, signed in');

    // The new player pays ₹1,000 in at a club's counter (deposits are off in this build).
    const { db } = journey.server.raceDeps;
    const player = await findPlayerByIdentifier(db, email);
    const operator = await findOperatorByEmail(db, DEV_OPERATOR.email);
    if (!player || !operator) throw new Error('the new player or the operator is missing');
    await db.transaction((tx) =>
      recordRetailCashIn(tx, {
        playerId: player.id,
        operatorId: operator.id,
        amountPaise: 100_000n,
        reference: `counter-${stamp}`,
        ip: '127.0.0.1',
      }),
    );
    await page.reload();
    await page.getByLabel('Cash balance ₹1,000.00').waitFor();

    // The drawer has the calendar: today leads to the race list.
    const menu = await openMenu(page);
    await menu.getByRole('region', { name: /\d{4}$/ }).waitFor();
    await expectPhoneReady(page, 'the menu with its calendar');
    await menu.getByRole('link', { name: /, today/ }).click();
    await page.waitForURL(`**/races/${today}`);
    await page.locator('[data-testid=race-row]').first().click();
    await page.locator('[data-testid=runner-row]').first().waitFor();
    await expectPhoneReady(page, 'the race page');

    // A keyboard reaches the first price in a few Tab stops: skip links, then the price.
    await page.reload();
    await page.locator('[data-testid=runner-row]').first().waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to runners');
    await page.keyboard.press('Enter');
    // The first runner's form button, then its WIN price.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toMatch(/^WIN .* for 1 /);

    // A price is a thumb-sized button; once tapped, the slip is one tap away without scrolling.
    const price = page.getByRole('button', { name: /^WIN .* for 1 / });
    const priceBox = await price.boundingBox();
    expect(priceBox?.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    expect(priceBox?.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await price.click();
    const slipButton = page.getByRole('button', { name: /^Bet slip 1 selection/ });
    await slipButton.waitFor();
    expect(await isOnScreen(slipButton)).toBe(true);
    await saveScreenshot(page, 'phone-race-with-slip-bar');
    await slipButton.click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.waitFor();
    await expectPhoneReady(page, 'the bet slip sheet');
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('100');
    const placeButton = slip.getByRole('button', { name: 'Place bets' });
    expect(await isOnScreen(placeButton)).toBe(true);
    await saveScreenshot(page, 'phone-slip-sheet');
    await placeButton.click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();
    await page.getByLabel('Cash balance ₹900.00').waitFor();

    // Horse 1 wins; the result row on the race day names the winner.
    const raceId = journey.raceIds[0] as string;
    // The off is recorded now (a result can be declared only after it), then the result.
    await recordOffAndSettle(journey.server.raceDeps, raceId);
    await declareOfficialResultAndSettle(journey.server.raceDeps, raceId, {
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await page.goto(`/races/${today}`);
    const results = page.getByRole('region', { name: 'Race Results' });
    const resultRow = results.locator('[data-testid=race-row]').first();
    await resultRow.getByText('1st 1. Journey Runner 1-1').waitFor();
    await expectPhoneReady(page, 'the race day page with a result');
    await saveScreenshot(page, 'phone-results');

    // The day's winning prices, market by market, one card a race.
    await results.getByRole('link', { name: 'Winning prices' }).click();
    await page.waitForURL(`**/races/${today}/results`);
    const resultCard = page.getByRole('article', { name: /R1$/ }).first();
    await resultCard.locator('[data-market=WIN]').getByText('1. Journey Runner 1-1').waitFor();
    await expectPhoneReady(page, 'the winning prices of the day');
    await saveScreenshot(page, 'phone-winning-prices');

    // The settled bet: won, on a card that fits the phone.
    await page.goto('/myaccount/my-bets');
    await page.getByText('WON').first().waitFor();
    await page.getByText('Journey Runner 1-1').first().waitFor();
    await expectPhoneReady(page, 'my bets');
    await page.goto('/myaccount/history');
    await page.locator('[data-testid=transaction-card]').first().waitFor();
    await expectPhoneReady(page, 'the history page');
    await saveScreenshot(page, 'phone-history');

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
