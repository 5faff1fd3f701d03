import { indiaDayOf } from '@furlong/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../api/src/modules/content/seed-demo-content';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { addOpenRaces } from './support/add-races';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { expectFocusOn, expectFocusTrapped } from './support/dialog-keyboard';
import { startServer, type RunningServer } from './support/start-server';

const DEMO_EMAIL = 'demo@furlong.in';
const DEMO_PASSWORD = 'Demo@2026';
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
];

const slideLabel = (page: Page) =>
  page
    .getByRole('region', { name: 'Featured' })
    .locator('[aria-roledescription="slide"]')
    .getAttribute('aria-label');

/**
 * The dialog named `name` is open: axe finds nothing serious with it open, Tab and Shift+Tab
 * stay inside it, its X closes it, and focus goes back to `opener`.
 */
async function checkOpenDialog(page: Page, name: string, opener: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await waitForDialogsSettled(page);
  // The long texts load in their own chunk after the frame.
  await page.waitForFunction(() => !document.querySelector('[role=dialog] [role=progressbar]'));
  await expectAccessible(page, `the ${name} dialog`);
  await expectFocusTrapped(page, dialog, `the ${name} dialog`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, opener, `closing the ${name} dialog`);
}

/**
 * Opening fades a dialog in; axe would measure the contrast of half-transparent text. A
 * closed drawer kept mounted (the phone's slip sheet) stays slid away and hidden: not counted.
 */
async function waitForDialogsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiDrawer-paper')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .every(
        (element) =>
          getComputedStyle(element).opacity === '1' &&
          getComputedStyle(element).transform === 'none',
      ),
  );
}

async function signInAsDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Email/Mobile').fill(DEMO_EMAIL);
  await signIn.getByLabel('Password').fill(DEMO_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitFor({ state: 'detached' });
}

describe('home, dialogs and small screens journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let today: string;
  let raceIds: string[];

  beforeAll(async () => {
    server = await startServer();
    today = indiaDayOf(new Date());
    await seedDemoContent(server.raceDeps.db, today);
    raceIds = await addOpenRaces(server.raceDeps, today);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('home on a desktop: the carousel advances and holds on hover, tips and notices show', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      '/',
    );
    await page.waitForURL(`**/races/${today}`);
    const carousel = page.getByRole('region', { name: 'Featured' });
    await carousel.waitFor();

    const first = await slideLabel(page);
    expect(first).toMatch(/^1 of 4: /);
    await page.waitForFunction(
      (shown) =>
        document.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label') !==
        shown,
      first,
      { timeout: 2_500 },
    );
    const second = await slideLabel(page);
    expect(second).toMatch(/^2 of 4: /);

    // Held while the pointer is over it, moving again once it leaves.
    await carousel.hover();
    const held = await slideLabel(page);
    await page.waitForTimeout(2_600);
    expect(await slideLabel(page)).toBe(held);
    await page.mouse.move(640, 880);
    await page.waitForFunction(
      (shown) =>
        document.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label') !==
        shown,
      held,
      { timeout: 2_500 },
    );

    // The desktop has the left column the phone hides (checked at 360 px below).
    expect(
      await page.getByRole('complementary', { name: 'Race calendar, venues and tips' }).count(),
    ).toBe(1);
    const tips = page.getByRole('region', { name: 'Tips' });
    await tips.getByRole('listitem').first().waitFor();
    expect(await tips.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await tips.getByRole('link', { name: / races$/ }).count()).toBeGreaterThan(0);

    const notices = page.getByRole('region', { name: 'Notices' });
    for (const [title, text] of [
      ['Instant withdrawal is back', /within 30 minutes/],
      [
        'New TDS rule from 1 April 2025',
        /unless the winnings of a single transaction exceed Rs 10,000/,
      ],
    ] as const) {
      const summary = notices.getByRole('button', { name: title });
      expect(await summary.getAttribute('aria-expanded')).toBe('false');
      await summary.click();
      expect(await summary.getAttribute('aria-expanded')).toBe('true');
      await notices.getByText(text).waitFor();
      await summary.click();
      expect(await summary.getAttribute('aria-expanded')).toBe('false');
      await notices.getByText(text).waitFor({ state: 'hidden' });
    }
    await notices.getByText('Bonus wallets are deactivated from 1 April 2025.').waitFor();

    await expectAccessible(page, 'the home page on a desktop');
    await saveScreenshot(page, 'home-desktop');
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('every signed-out dialog is accessible, traps focus and hands it back', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      '/',
    );
    await page.getByRole('region', { name: 'Tips' }).waitFor();
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });

    await login.click();
    await checkOpenDialog(page, 'Sign in', login);

    await login.click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Forgot password' })
      .click();
    await checkOpenDialog(page, 'Forgot password', login);

    await login.click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign up' })
      .click();
    await checkOpenDialog(page, 'Sign up', login);

    for (const title of FOOTER_DIALOGS) {
      const opener = page.getByRole('contentinfo').getByRole('button', { name: title });
      await opener.click();
      await checkOpenDialog(page, title, opener);
    }

    for (const path of ['/promotions', '/promotions/bonus']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, path);
    }
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('the demo player: account pages and profile dialogs are accessible', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      '/',
    );
    await signInAsDemo(page);

    for (const section of ACCOUNT_PAGES) {
      await page.goto(`/myaccount/${section}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('main [role=progressbar]'));
      await expectAccessible(page, `/myaccount/${section}`);
    }

    await page.goto('/myaccount/profile');
    for (const name of ['Change password', 'Edit profile', 'Verify email', 'Verify mobile']) {
      const opener = page.getByRole('main').getByRole('button', { name, exact: true });
      if ((await opener.count()) === 0) continue; // Verify shows only for an unverified address.
      await opener.click();
      await checkOpenDialog(page, name, opener);
    }
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('at 360 px: no sideways scroll, no left column, the drawer menu opens and is accessible', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      '/',
    );
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [`/races/${today}`, `/fixtures/${today}/${raceIds[0] ?? ''}`]) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await expectNoHorizontalOverflow(page, path);
      expect(
        await page.getByRole('complementary', { name: 'Race calendar, venues and tips' }).count(),
      ).toBe(0);

      // While the drawer is open the rest of the page is hidden from the accessibility tree.
      const menu = page.locator('button[aria-controls="nav-drawer"]');
      expect(await menu.getAttribute('aria-label')).toBe('Open menu');
      await menu.click();
      const drawer = page.locator('#nav-drawer');
      await drawer.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await waitForDialogsSettled(page);
      await expectAccessible(page, `${path} at 360 px with the menu open`);
      await saveScreenshot(page, `phone-drawer-${path.split('/')[1] ?? 'page'}`);
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await drawer.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
      await expectFocusOn(page, menu, `closing the menu on ${path}`);
      await expectAccessible(page, `${path} at 360 px`);
    }
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
