import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPlayerByIdentifier } from '../../api/src/modules/identity/find-player';
import { findOperatorByEmail } from '../../api/src/modules/operators/operators.queries';
import { recordRetailCashIn } from '../../api/src/modules/player-desk/record-retail-cash-in';
import { DEV_OPERATOR } from '../../api/src/modules/player-desk/seed-dev-accounts';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney } from './support/journey';

const DEMO = { email: 'demo@furlong.in', password: 'Demo@2026' };
const TAP_TARGET_PX = 44;

/** axe-clean and never wider than a 360 px phone. */
async function expectPhoneReady(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectAccessible(page, where);
  await expectNoHorizontalOverflow(page, where, 360);
}

/** Opens the phone's menu, whatever language it speaks. */
async function openMenu(page: Page, openName: string, menuName: string) {
  await page.getByRole('button', { name: openName }).click();
  const menu = page.getByRole('dialog', { name: menuName });
  await menu.waitFor();
  return menu;
}

describe('the app in हिन्दी (360 × 740)', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('switches to Hindi from the menu, signs in, and the account remembers it on another device', async () => {
    // The demo player gets ₹1,00,000 more at a club's counter: a lakh shows its grouping.
    const { db } = journey.server.raceDeps;
    const player = await findPlayerByIdentifier(db, DEMO.email);
    const operator = await findOperatorByEmail(db, DEV_OPERATOR.email);
    if (!player || !operator) throw new Error('the demo player or the operator is missing');
    await db.transaction((tx) =>
      recordRetailCashIn(tx, {
        playerId: player.id,
        operatorId: operator.id,
        amountPaise: 10_000_000n,
        reference: 'hindi-journey',
        ip: '127.0.0.1',
      }),
    );

    const phone = await openPage(journey.browser, journey.server.baseUrl, '/', PHONE_VIEWPORT);
    const { page } = phone;
    await page.waitForURL(`**/races/${today}`);
    // A browser set to English (en-IN) opens in English.
    await page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();

    // The switch sits in the phone's menu, a thumb-sized target named in its own language.
    const menu = await openMenu(page, 'Open menu', 'Menu');
    const switchButton = menu.getByRole('button', { name: /^English\s*, change language$/ });
    const box = await switchButton.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await switchButton.click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    // The chrome is Hindi at once; the menu keeps its place.
    const hindiMenu = page.getByRole('dialog', { name: 'मेन्यू' });
    await hindiMenu.getByRole('link', { name: 'नतीजे और जीत के भाव' }).waitFor();
    await expectPhoneReady(page, 'the menu in Hindi');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await hindiMenu.getByRole('button', { name: 'मेन्यू बंद करें' }).click();
    await page.getByRole('heading', { name: 'आने वाली रेस' }).waitFor();
    await expectPhoneReady(page, 'the race day page in Hindi');

    // A race card in Hindi: the runners, the statuses, the slip; horse names stay as they are.
    await page.locator('[data-testid=race-row]').first().click();
    await page.getByRole('heading', { name: 'घोड़े' }).waitFor();
    await page.getByText('Journey Runner 1-1').first().waitFor();
    await expectPhoneReady(page, 'the race card in Hindi');

    // Sign in through the Hindi dialog: the player stays on the race card (decision 062).
    await page.getByRole('button', { name: 'लॉगिन' }).click();
    const signIn = page.getByRole('dialog', { name: 'लॉगिन करें' });
    await signIn.getByLabel('ईमेल/मोबाइल').fill(DEMO.email);
    await expectPhoneReady(page, 'the sign-in dialog in Hindi');
    await signIn.getByLabel('पासवर्ड').fill(DEMO.password);
    await signIn.getByRole('button', { name: 'लॉगिन करें', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    // Money in Hindi keeps the lakh grouping: ₹10,000 seeded plus ₹1,00,000 at the counter.
    await page.getByRole('link', { name: 'कैश बैलेंस ₹1,10,000.00' }).waitFor();
    await page.getByRole('heading', { name: 'घोड़े' }).waitFor();
    await expectPhoneReady(page, 'the race card signed in, in Hindi');
    await saveScreenshot(page, 'hindi-race-card');

    // A reload keeps Hindi.
    await page.reload();
    await page.getByRole('link', { name: 'कैश बैलेंस ₹1,10,000.00' }).waitFor();
    await page.getByRole('heading', { name: 'घोड़े' }).waitFor();

    // Another device, its browser in English: signing in brings the player's Hindi back.
    const other = await openPage(journey.browser, journey.server.baseUrl, '/', PHONE_VIEWPORT);
    await other.page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();
    await other.page.getByRole('button', { name: 'Login' }).click();
    const otherSignIn = other.page.getByRole('dialog', { name: 'Sign in' });
    await otherSignIn.getByLabel('Email/Mobile').fill(DEMO.email);
    await otherSignIn.getByLabel('Password').fill(DEMO.password);
    await otherSignIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await otherSignIn.waitFor({ state: 'detached' });
    await other.page.getByRole('heading', { name: 'आने वाली रेस' }).waitFor();
    await other.page.getByRole('link', { name: 'कैश बैलेंस ₹1,10,000.00' }).waitFor();
    await expectPhoneReady(other.page, 'another device after signing in');

    // And back to English there: the account follows the latest choice.
    const otherMenu = await openMenu(other.page, 'मेन्यू खोलें', 'मेन्यू');
    await otherMenu.getByRole('button', { name: /^हिन्दी\s*, भाषा बदलें$/ }).click();
    await other.page.getByRole('menuitem', { name: 'English' }).click();
    await other.page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Cash balance ₹1,10,000.00' }).waitFor();

    for (const opened of [phone, other]) {
      expect(opened.pageErrors.map((error) => error.message)).toEqual([]);
      expect(opened.serverErrors).toEqual([]);
      await opened.context.close();
    }
  });
});
