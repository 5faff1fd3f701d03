import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  declareResultAndSettle,
  recordOffAndSettle,
} from '../../api/src/modules/race-control/race-operations';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  expectTargetSize,
} from './support/accessibility';
import { openPage } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

const WIDTHS = [
  { width: 1366, height: 850 },
  { width: 360, height: 740 },
] as const;
const FOOTER_DIALOGS = [
  'Responsible Gambling',
  'Terms and Conditions',
  'Privacy Policy',
  'Betting Rules',
];
const ACCOUNT_PAGES = [
  'profile',
  'deposit',
  'withdraw',
  'withdraw-legacy',
  'history',
  'my-bets',
  'bonus',
  'safer-gambling',
];

/** Nothing fading or loading: axe would misjudge half-transparent text. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('main [role=progressbar], [role=dialog] [role=progressbar]') &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Targets under 44 px found so far, reported together at the end of the sweep. */
const smallTargets: string[] = [];

/**
 * Axe finds nothing serious or critical; on a phone, nothing is wider than the screen and
 * every target is at least 44 x 44 px.
 */
async function sweep(page: Page, where: string, width: number): Promise<void> {
  await settle(page);
  await expectAccessible(page, `${where} at ${width} px`);
  if (width < 600) {
    await expectNoHorizontalOverflow(page, `${where} at ${width} px`, width);
    await expectTargetSize(page, `${where} at ${width} px`).catch((error: Error) =>
      smallTargets.push(error.message),
    );
  }
}

/**
 * A full first page of history means more may exist: More is there, on screen once scrolled
 * to, and nothing (a sticky bar) covers it.
 */
async function expectMoreWhenHistoryIsFull(page: Page) {
  const cards = page.getByTestId('transaction-card');
  await page.getByTestId('history').or(page.getByText('No records found.')).first().waitFor();
  if ((await cards.count()) < 10) return;
  const more = page.getByRole('button', { name: 'More', exact: true });
  await more.scrollIntoViewIfNeeded();
  const isOnTop = await more.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && button.contains(top);
  });
  expect(isOnTop, 'History’s More is visible and not covered').toBe(true);
}

/** On a phone the account section shown has its tab on the screen, not scrolled away. */
async function expectSelectedTabInView(page: Page, where: string, width: number) {
  const tab = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', {
    selected: true,
  });
  if ((await tab.count()) === 0) return;
  await page.waitForTimeout(400);
  const box = await tab.boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x, `${where}: the selected tab starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${where}: the selected tab ends on screen`).toBeLessThanOrEqual(
    width,
  );
}

async function checkDialog(page: Page, name: string, width: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await sweep(page, `the ${name} dialog`, width);
}

async function closeDialog(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('axe sweep: every player page and dialog at 1366 px and 360 px', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('finds no serious or critical issue anywhere a player can go', async () => {
    const raceId = journey.raceIds[0] as string;
    await recordOffAndSettle(journey.server.raceDeps, raceId);
    await declareResultAndSettle(journey.server.raceDeps, raceId, {
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 3 },
      ],
    });
    const openRace = journey.raceIds[1] as string;
    const pages = [
      `/races/${today}`,
      `/races/${today}/results`,
      `/fixtures/${today}/${openRace}`,
      `/fixtures/${today}/${raceId}`,
      '/promotions',
      '/promotions/bonus',
      '/retail/registration',
      '/freeze-account',
      '/no-such-page',
    ];

    for (const viewport of WIDTHS) {
      const { width } = viewport;
      const { page, context, pageErrors, serverErrors } = await openPage(
        journey.browser,
        journey.server.baseUrl,
        `/races/${today}`,
        viewport,
      );
      for (const path of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await sweep(page, path, width);
      }

      // Signed out: the sign-in dialog in both modes, sign-up, forgotten password, footer texts.
      await page.goto(`/races/${today}`);
      const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
      const signIn = page.getByRole('dialog', { name: 'Sign in' });
      for (const [link, name] of [
        [null, 'Sign in'],
        ['Sign in with a code', 'Sign in'],
        ['Forgot password', 'Forgot password'],
        ['Sign up', 'Sign up'],
      ] as const) {
        await login.click();
        if (link) await signIn.getByRole('button', { name: link }).click();
        await checkDialog(page, name, width);
        await closeDialog(page, name);
      }
      for (const title of FOOTER_DIALOGS) {
        await page.getByRole('contentinfo').getByRole('button', { name: title }).click();
        await checkDialog(page, title, width);
        await closeDialog(page, title);
      }

      // The demo player: every account page, the profile's dialogs, the slip with a line.
      await signInAsDemoPlayer(page);
      for (const section of ACCOUNT_PAGES) {
        await page.goto(`/myaccount/${section}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await sweep(page, `/myaccount/${section}`, width);
        if (width < 600) await expectSelectedTabInView(page, `/myaccount/${section}`, width);
        if (section === 'history' && width < 600) await expectMoreWhenHistoryIsFull(page);
      }
      await page.goto('/myaccount/withdraw');
      const addBeneficiary = page.getByRole('main').getByRole('button', {
        name: 'Add beneficiary',
      });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      // Offered only once the player may withdraw (PAN and KYC in place).
      if ((await addBeneficiary.count()) > 0 && (await addBeneficiary.first().isEnabled())) {
        await addBeneficiary.first().click();
        await checkDialog(page, 'Add beneficiary', width);
        await closeDialog(page, 'Add beneficiary');
      }
      await page.goto('/myaccount/profile');
      for (const name of ['Change password', 'Edit profile', 'Verify email', 'Verify mobile']) {
        const opener = page.getByRole('main').getByRole('button', { name, exact: true });
        if ((await opener.count()) === 0) continue; // Verify shows only for an unverified address.
        await opener.click();
        await checkDialog(page, name, width);
        await closeDialog(page, name);
      }
      await page.goto(`/fixtures/${today}/${openRace}`);
      await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
      if (width < 600) {
        await page.getByRole('button', { name: /^Bet slip 1 selection/ }).click();
        await checkDialog(page, 'Bet slip', width);
      } else {
        await sweep(page, 'the race page with a slip line', width);
      }

      expect(pageErrors.map((error) => error.message)).toEqual([]);
      expect(serverErrors).toEqual([]);
      await context.close();
    }
    expect(smallTargets).toEqual([]);
  }, 240_000);
});
