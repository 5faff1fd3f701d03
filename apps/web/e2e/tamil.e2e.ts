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
/** Every language of the app, each named in itself, in the picker's order. */
const LANGUAGE_NAMES = ['English', 'हिन्दी', 'मराठी', 'ಕನ್ನಡ', 'తెలుగు', 'தமிழ்', 'বাংলা'];

/** axe-clean and never wider than a 360 px phone. */
async function expectPhoneReady(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectAccessible(page, where);
  await expectNoHorizontalOverflow(page, where, 360);
}

describe('the app in தமிழ் (360 × 740)', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('switches to Tamil from the menu, shows the race card and the slip in Tamil, signs in and places a bet', async () => {
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
        reference: 'tamil-journey',
        ip: '127.0.0.1',
      }),
    );

    const phone = await openPage(journey.browser, journey.server.baseUrl, '/', PHONE_VIEWPORT);
    const { page } = phone;
    await page.waitForURL(`**/races/${today}`);
    await page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();

    // The picker lists the seven languages, each in its own script, thumb-sized, on one screen.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('button', { name: /^English\s*, change language$/ }).click();
    const options = page.getByRole('menuitem');
    await options.nth(LANGUAGE_NAMES.length - 1).waitFor();
    expect(await options.allInnerTexts()).toEqual(LANGUAGE_NAMES);
    // Measured once the menu has grown to its full size.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    for (const name of LANGUAGE_NAMES) {
      const box = await page.getByRole('menuitem', { name, exact: true }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    await expectPhoneReady(page, 'the language picker');
    await saveScreenshot(page, 'tamil-language-picker');
    await page.getByRole('menuitem', { name: 'தமிழ்' }).click();

    // The chrome is Tamil at once.
    const tamilMenu = page.getByRole('dialog', { name: 'மெனு' });
    await tamilMenu.getByRole('link', { name: 'முடிவுகளும் வெற்றி விலைகளும்' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    await expectPhoneReady(page, 'the menu in Tamil');
    await tamilMenu.getByRole('button', { name: 'மெனுவை மூடு' }).click();
    await page.getByRole('heading', { name: 'வரவிருக்கும் ரேஸ்கள்' }).waitFor();
    await expectPhoneReady(page, 'the race day page in Tamil');

    // A race card in Tamil; horse names stay as they are.
    await page.locator('[data-testid=race-row]').first().click();
    await page.getByRole('heading', { name: 'குதிரைகள்' }).waitFor();
    await page.getByText('Journey Runner 1-1').first().waitFor();
    await expectPhoneReady(page, 'the race card in Tamil');

    // Sign in through the Tamil dialog: the player stays on the race card.
    await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click();
    const signIn = page.getByRole('dialog', { name: 'உள்நுழை' });
    await signIn.getByLabel('மின்னஞ்சல்/மொபைல்', { exact: true }).fill(DEMO.email);
    await signIn.getByLabel('கடவுச்சொல்', { exact: true }).fill(DEMO.password);
    await expectPhoneReady(page, 'the sign-in dialog in Tamil');
    await signIn.getByRole('button', { name: 'உள்நுழை', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    // Money keeps Latin digits and the lakh grouping: ₹10,000 seeded plus ₹1,00,000.
    await page.getByRole('link', { name: 'ரொக்க இருப்பு ₹1,10,000.00' }).waitFor();
    await page.getByRole('heading', { name: 'குதிரைகள்' }).waitFor();

    // The slip in Tamil: a Win price, the slip sheet, an amount, the bet placed.
    const price = page.getByRole('button', { name: /^1 Journey Runner 1-1 க்கு WIN / });
    await price.click();
    const slipButton = page.getByRole('button', { name: /^பந்தய ஸ்லிப் 1 தேர்வு/ });
    await slipButton.click();
    const slip = page.getByRole('dialog', { name: 'பந்தய ஸ்லிப்' });
    await slip.waitFor();
    await slip.getByRole('textbox', { name: /1-1 WIN க்கான தொகை$/ }).fill('100');
    await expectPhoneReady(page, 'the bet slip in Tamil');
    await saveScreenshot(page, 'tamil-slip');
    await slip.getByRole('button', { name: 'பந்தயம் கட்டு', exact: true }).click();
    await page.getByText('பந்தயங்கள் வெற்றிகரமாகக் கட்டப்பட்டன. முடிவுக்குக் காத்திருங்கள்.').waitFor();
    await page.getByRole('link', { name: 'ரொக்க இருப்பு ₹1,09,900.00' }).waitFor();
    await expectPhoneReady(page, 'the race card after a bet, in Tamil');
    await saveScreenshot(page, 'tamil-bet-placed');

    expect(phone.pageErrors.map((error) => error.message)).toEqual([]);
    expect(phone.serverErrors).toEqual([]);
    await phone.context.close();
  });
});
