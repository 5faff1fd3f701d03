import IntlMessageFormat from 'intl-messageformat';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPlayerByIdentifier } from '../../api/src/modules/customers/find-player';
import { findOperatorByEmail } from '../../api/src/modules/operators/operators.queries';
import { recordRetailCashIn } from '../../api/src/modules/player-desk/record-retail-cash-in';
import { DEV_OPERATOR } from '../../api/src/modules/player-desk/seed-dev-accounts';
import hindi from '../src/i18n/messages/hi-IN.json';
import tamil from '../src/i18n/messages/ta-IN.json';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney } from './support/journey';

const DEMO = { email: 'demo@furlong.in', password: 'Demo@2026' };
const TAP_TARGET_PX = 44;
/** Every language of the app, each named in itself, in the picker's order. */
const LANGUAGE_NAMES = ['English', 'हिन्दी', 'मराठी', 'ಕನ್ನಡ', 'తెలుగు', 'தமிழ்', 'বাংলা'];

type Catalogue = Record<string, string>;
/** The languages the journey runs in: the words come from each one's own catalogue. */
const JOURNEYS: { tag: string; name: string; catalogue: Catalogue }[] = [
  { tag: 'hi-IN', name: 'हिन्दी', catalogue: hindi },
  { tag: 'ta-IN', name: 'தமிழ்', catalogue: tamil },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A language's words for a message, as the app formats them. */
function wordsOf(catalogue: Catalogue, tag: string) {
  const say = (id: string, values?: Record<string, string | number>): string => {
    const message = catalogue[id];
    if (message === undefined) throw new Error(`${tag} has no ${id}`);
    return String(new IntlMessageFormat(message, tag).format(values));
  };
  /** A message as a pattern: each `pattern` value stands for text the journey does not fix. */
  const like = (id: string, values: Record<string, string>, patterns: Record<string, string>) => {
    const markers = Object.fromEntries(
      Object.keys(patterns).map((key) => [key, `\u0000${key}\u0000`]),
    );
    let source = escape(say(id, { ...values, ...markers }));
    for (const [key, pattern] of Object.entries(patterns)) {
      source = source.replace(escape(`\u0000${key}\u0000`), pattern);
    }
    return new RegExp(`^${source}$`);
  };
  return { say, like };
}

/** axe-clean and never wider than a 360 px phone. */
async function expectPhoneReady(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectAccessible(page, where);
  await expectNoHorizontalOverflow(page, where, 360);
}

describe.each(JOURNEYS)('the app in $name (360 × 740)', ({ tag, name, catalogue }) => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;
  const { say, like } = wordsOf(catalogue, tag);

  it('switches from the menu, reads the race card, signs in, places a bet, reads History, and the account remembers the language on another device', async () => {
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
        reference: `${tag}-journey`,
        ip: '127.0.0.1',
      }),
    );

    const phone = await openPage(journey.browser, journey.server.baseUrl, '/', PHONE_VIEWPORT);
    const { page } = phone;
    await page.waitForURL(`**/races/${today}`);
    // A browser set to English (en-IN) opens in English.
    await page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();

    // The picker sits in the phone's menu: seven languages, each in its own script,
    // thumb-sized, on one screen.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const switchButton = menu.getByRole('button', { name: /^English\s*, change language$/ });
    const switchBox = await switchButton.boundingBox();
    expect(switchBox?.height ?? 0).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    expect(switchBox?.width ?? 0).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await switchButton.click();
    const options = page.getByRole('menuitem');
    await options.nth(LANGUAGE_NAMES.length - 1).waitFor();
    expect(await options.allInnerTexts()).toEqual(LANGUAGE_NAMES);
    // Measured once the menu has grown to its full size.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    for (const language of LANGUAGE_NAMES) {
      const box = await page.getByRole('menuitem', { name: language, exact: true }).boundingBox();
      expect(box?.height ?? 0, language).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      expect((box?.y ?? 0) + (box?.height ?? 0), language).toBeLessThanOrEqual(
        PHONE_VIEWPORT.height,
      );
      expect((box?.x ?? 0) + (box?.width ?? 0), language).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    await expectPhoneReady(page, 'the language picker');
    await page.getByRole('menuitem', { name, exact: true }).click();

    // The chrome speaks the language at once; the menu keeps its place.
    const languageMenu = page.getByRole('dialog', { name: say('shell.menu') });
    await languageMenu.getByRole('link', { name: say('shell.results') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
    await expectPhoneReady(page, `the menu in ${tag}`);
    await languageMenu.getByRole('button', { name: say('shell.closeMenu') }).click();
    await page.getByRole('heading', { name: say('raceDay.upcoming') }).waitFor();
    await expectPhoneReady(page, `the race day page in ${tag}`);

    // A race card in the language; horse names stay as they are.
    await page.locator('[data-testid=race-row]').first().click();
    await page.getByRole('heading', { name: say('race.runners') }).waitFor();
    await page.getByText('Journey Runner 1-1').first().waitFor();
    await expectPhoneReady(page, `the race card in ${tag}`);

    // Sign in through the dialog in the language: the player stays on the race card.
    await page.getByRole('button', { name: say('shell.login'), exact: true }).click();
    const signIn = page.getByRole('dialog', { name: say('auth.signIn') });
    await signIn.getByLabel(say('auth.emailOrMobile'), { exact: true }).fill(DEMO.email);
    await signIn.getByLabel(say('auth.password'), { exact: true }).fill(DEMO.password);
    await expectPhoneReady(page, `the sign-in dialog in ${tag}`);
    await signIn.getByRole('button', { name: say('auth.signIn'), exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    // Money keeps Latin digits and the lakh grouping: ₹10,000 seeded plus ₹1,00,000.
    const balance = (amount: string) =>
      page.getByRole('link', { name: say('shell.cashBalance', { amount }) });
    await balance('₹1,10,000.00').waitFor();
    await page.getByRole('heading', { name: say('race.runners') }).waitFor();

    // The slip in the language: a Win price, the slip sheet, an amount, the bet placed.
    await page
      .getByRole('button', {
        name: like(
          'runner.priceButton',
          { number: '1', name: 'Journey Runner 1-1', market: 'WIN' },
          { price: '\\S+' },
        ),
      })
      .click();
    await page
      .getByRole('button', { name: new RegExp(`^${escape(say('slip.heading'))} 1`) })
      .click();
    const slip = page.getByRole('dialog', { name: say('slip.heading') });
    await slip.waitFor();
    await slip
      .getByRole('textbox', { name: like('slip.amountFor', {}, { name: '.*1-1 WIN' }) })
      .fill('100');
    await expectPhoneReady(page, `the bet slip in ${tag}`);
    await saveScreenshot(page, `${tag}-slip`);
    await slip.getByRole('button', { name: say('slip.place'), exact: true }).click();
    await page.getByText(say('words.BET_MESSAGES.success')).waitFor();
    await balance('₹1,09,900.00').waitFor();
    await expectPhoneReady(page, `the race card after a bet, in ${tag}`);

    // History says what moved in the language: the slip, its type, group and status.
    await page.goto('/myaccount/history');
    const card = page.getByTestId('transaction-card').first();
    await card.getByText(say('history.memo.betSlip', { count: 1 })).waitFor();
    await card.getByText(say('history.statusName.SUCCESS'), { exact: true }).waitFor();
    expect(await card.innerText()).toContain(
      `${say('history.typeName.DEBIT')} · ${say('history.groupName.sports')}`,
    );
    expect(await card.innerText()).not.toMatch(/Bet slip|DEBIT|SUCCESS|sports|[A-Z]{3}-\d{4}/);
    await expectPhoneReady(page, `History in ${tag}`);
    await saveScreenshot(page, `${tag}-history`);

    // A reload keeps the language.
    await page.reload();
    await card.getByText(say('history.memo.betSlip', { count: 1 })).waitFor();

    // Another device, its browser in English: signing in brings the player's language back.
    const other = await openPage(journey.browser, journey.server.baseUrl, '/', PHONE_VIEWPORT);
    await other.page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();
    await other.page.getByRole('button', { name: 'Login' }).click();
    const otherSignIn = other.page.getByRole('dialog', { name: 'Sign in' });
    await otherSignIn.getByLabel('Email/Mobile').fill(DEMO.email);
    await otherSignIn.getByLabel('Password').fill(DEMO.password);
    await otherSignIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await otherSignIn.waitFor({ state: 'detached' });
    await other.page.getByRole('heading', { name: say('raceDay.upcoming') }).waitFor();
    await other.page
      .getByRole('link', { name: say('shell.cashBalance', { amount: '₹1,09,900.00' }) })
      .waitFor();
    await expectPhoneReady(other.page, `another device after signing in, in ${tag}`);

    // And back to English there: the account follows the latest choice.
    await other.page.getByRole('button', { name: say('shell.openMenu') }).click();
    const otherMenu = other.page.getByRole('dialog', { name: say('shell.menu') });
    await otherMenu
      .getByRole('button', {
        name: new RegExp(`^${escape(name)}\\s*${escape(say('language.change'))}$`),
      })
      .click();
    await other.page.getByRole('menuitem', { name: 'English' }).click();
    await other.page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Cash balance ₹1,09,900.00' }).waitFor();

    for (const opened of [phone, other]) {
      expect(opened.pageErrors.map((error) => error.message)).toEqual([]);
      expect(opened.serverErrors).toEqual([]);
      await opened.context.close();
    }
  });
});
