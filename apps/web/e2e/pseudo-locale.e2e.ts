import { INDIAN_STATES } from '@furlong/contract';
import IntlMessageFormat from 'intl-messageformat';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import english from '../src/i18n/messages/en-IN.json';
import { PSEUDO_LOCALE, pseudoCatalogue } from '../src/test/pseudo-catalogue';
import { PHONE_VIEWPORT } from './support/browser';
import { setUpRaceDayJourney } from './support/journey';

/**
 * The carrier: the built app's Bengali chunk is answered with the pseudo catalogue, so every
 * message the app formats reads ⟦àççéñţéð⟧ while the build players download stays as it is
 * (decision 092). Bengali formats dates in its own script, so Intl's words are not Latin either.
 */
const CARRIER = 'bn-IN';
type MessageId = keyof typeof english;
const CATALOGUE = pseudoCatalogue(english);

/** A message as the pseudo-locale words it. */
function say(id: MessageId, values?: Record<string, string | number>): string {
  const message = CATALOGUE[id];
  if (!message) throw new Error(`no message ${id}`);
  return String(new IntlMessageFormat(message, CARRIER).format(values));
}

const DEMO = { email: 'demo@furlong.in', password: 'Demo@2026' };

/**
 * What may stay Latin: the journey's data (venue, races, horses, jockeys, trainers), the demo
 * player's details, money and numbers, the brand, the language picker's "English", and the
 * market codes racing people read as they are (decision 087).
 */
const ALLOWED: RegExp[] = [
  /Journey (Plate|Runner) \d(-\d)?/g,
  /\b(Jockey|Trainer) \d\b/g,
  /Class IV/g,
  /Bangalore|Bengaluru|Mysore|Mysuru|Chennai|Hyderabad|Mumbai|Pune|Kolkata|Ooty|Delhi/g,
  // The state the demo player registered from (the server keeps states in English).
  ...INDIAN_STATES.map((state) => new RegExp(state, 'g')),
  // A signed-in device's operating system, as its browser names it.
  /\b(Linux|Windows|Android|iOS|macOS)\b/g,
  /\b(BLR|MYS|WIN|PLACE|SHP|THP)\b/g,
  /demo@furlong\.in/g,
  /\bDemo\b|\bPlayer\b|\bDP\b/g,
  /Furlong/g,
  /\bEnglish\b/g,
  /₹[\d,.]+/g,
];

/** Every Latin run a player can see or hear here that did not come through the catalogue. */
async function englishOn(scope: Page | Locator): Promise<string[]> {
  const root = 'goto' in scope ? scope.locator('body') : scope;
  const texts = await root.evaluate((element: Element) => {
    const found: string[] = [];
    // A text binding in English says so with lang (WCAG 3.1.2); the picker names each language in itself.
    const skipped = (node: Element) =>
      node.closest('script, style, noscript, [hidden], [aria-hidden="true"], [lang]:not(html)') !==
        null || !node.checkVisibility();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !skipped(parent) && node.textContent?.trim()) found.push(node.textContent);
    }
    for (const labelled of element.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (skipped(labelled)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = labelled.getAttribute(name);
        if (value?.trim()) found.push(`${name}=${value}`);
      }
    }
    return found;
  });
  return texts.filter((text) => {
    let rest = text.replace(/^(aria-label|placeholder|title|alt)=/, '');
    for (const allow of ALLOWED) rest = rest.replaceAll(allow, ' ');
    return /[A-Za-z]{2,}/.test(rest);
  });
}

describe(`every player screen in ${PSEUDO_LOCALE} (360 × 740)`, () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('shows no English that did not come through the catalogue', async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.server.baseUrl,
      viewport: PHONE_VIEWPORT,
      hasTouch: true,
      locale: CARRIER,
      timezoneId: 'Asia/Kolkata',
      // The service worker would answer the catalogue from its cache, past the route below.
      serviceWorkers: 'block',
    });
    await context.route(`**/assets/${CARRIER}-*.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify(CATALOGUE)};`,
      }),
    );
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const settled = waitsForQuiet(page);
    const findings: string[] = [];
    const sweep = async (where: string, scope: Page | Locator = page) => {
      await settled();
      for (const text of await englishOn(scope)) findings.push(`${where}: ${text.trim()}`);
    };
    /** Goes to a screen as a link in the app does: no reload, so the sweep stays quick. */
    const visit = async (path: string, where = path) => {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForURL(`**${path}`);
      await page.locator('main h1, main h2').first().waitFor();
      // An open dialog hides the page from the sweep (aria-hidden): none may be left open.
      expect(await page.getByRole('dialog').count(), where).toBe(0);
      await sweep(where);
    };

    /** Opens a dialog with the button named as `opener` says, sweeps it and closes it (its X). */
    const sweepDialog = async (opener: MessageId, title: MessageId = opener) => {
      await page
        .getByRole('button', { name: say(opener), exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: say(title) });
      await dialog.waitFor();
      await sweep(`the ${title} dialog`, dialog);
      await dialog.getByRole('button', { name: say('common.close') }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    // Signed out: the race day, the phone's menu, the sign-in and sign-up dialogs.
    await page.goto('/');
    await page.getByRole('heading', { name: say('raceDay.upcoming') }).waitFor();
    await sweep('race day, signed out');
    await page.getByRole('button', { name: say('shell.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: say('shell.menu') });
    await menu.waitFor();
    await sweep('the menu, signed out', menu);
    await menu.getByRole('button', { name: say('shell.closeMenu') }).click();
    await page.getByRole('button', { name: say('shell.login'), exact: true }).click();
    const signIn = page.getByRole('dialog', { name: say('auth.signIn') });
    await signIn.waitFor();
    await sweep('sign-in dialog', signIn);
    await sweepDialog('auth.forgotPassword');
    await page.getByRole('button', { name: say('shell.login'), exact: true }).click();
    await signIn.getByRole('button', { name: say('auth.signUp') }).click();
    const signUp = page.getByRole('dialog', { name: say('auth.signUp') });
    await signUp.waitFor();
    await sweep('sign-up dialog', signUp);
    await signUp.getByRole('button', { name: say('common.close') }).click();
    await visit('/retail/registration');
    await visit('/freeze-account');

    // Signed in as the demo player.
    await visit(`/races/${today}`, 'race day');
    await page.getByRole('button', { name: say('shell.login'), exact: true }).click();
    await signIn.getByLabel(say('auth.emailOrMobile'), { exact: true }).fill(DEMO.email);
    await signIn.getByLabel(say('auth.password'), { exact: true }).fill(DEMO.password);
    await signIn.getByRole('button', { name: say('auth.signIn'), exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    await sweep('race day, signed in');
    await page.getByRole('button', { name: say('shell.openMenu') }).click();
    await menu.waitFor();
    await sweep('the menu, signed in', menu);
    // Search, at the top of the phone's menu, and a horse's form from it.
    await menu.getByRole('searchbox').fill('Journey Runner 1-1');
    const horses = menu.getByRole('region', { name: say('search.horses') });
    await horses.getByText('Journey Runner 1-1', { exact: true }).waitFor();
    await sweep('search', menu);
    await horses
      .getByRole('link', { name: say('search.form') })
      .first()
      .click();
    await page.waitForURL('**/horses/**');
    await page.locator('main h1').first().waitFor();
    await sweep('horse form');

    // The footer's texts: legal ones stay binding English, marked so (lang), the rest translated.
    for (const titleId of [
      'content.terms',
      'content.privacy',
      'content.help',
      'content.responsibleGambling',
      'content.bettingRules',
    ] as const) {
      await page.getByRole('button', { name: say(titleId), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say(titleId) });
      await dialog.locator('p, li').first().waitFor();
      await sweep(titleId, dialog);
      await dialog.getByRole('button', { name: say('common.close') }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // The race card with a bet on the slip.
    const [raceId] = journey.raceIds;
    await visit(`/fixtures/${today}/${raceId}`, 'race card');
    const winPrice = say('runner.priceButton', {
      market: 'WIN',
      price: '\u0000',
      number: 1,
      name: 'Journey Runner 1-1',
    });
    await page
      .getByRole('button', { name: new RegExp(`^${escape(winPrice).replace('\u0000', '\\S+')}$`) })
      .click();
    await page
      .getByRole('button', { name: new RegExp(`^${escape(say('slip.heading'))}\\s*1`) })
      .click();
    const slip = page.getByRole('dialog', { name: say('slip.heading') });
    await slip.waitFor();
    await slip.getByRole('textbox').first().fill('100');
    await sweep('bet slip', slip);
    await slip.getByRole('button', { name: say('slip.place'), exact: true }).click();
    await page.getByText(say('words.BET_MESSAGES.success')).waitFor();
    await sweep('race card after a bet');

    // The profile with KYC, and its dialogs.
    await visit('/myaccount/profile');
    await sweepDialog('account.profile.edit');
    await sweepDialog('account.password.change');

    for (const path of [
      `/races/${today}/results`,
      `/races/${today}/jackpot`,
      '/promotions',
      '/promotions/bonus',
      '/myaccount/deposit',
      '/myaccount/bonus',
      '/myaccount/withdraw',
      '/myaccount/withdraw-legacy',
      '/myaccount/history',
      '/myaccount/my-bets',
      '/myaccount/safer-gambling',
      '/myaccount/statements',
      '/myaccount/following',
      '/myaccount/my-data',
      '/myaccount/notifications',
      '/no/such/page',
    ]) {
      await visit(path);
    }

    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
    await context.close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits for the page to be quiet: no request in flight for 200 ms (the realtime WebSocket is
 * not a request) and no spinner showing.
 */
function waitsForQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - quietSince < 200)) {
      if (inFlight.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await page.waitForFunction(() => !document.querySelector('[role=progressbar]'), null, {
      timeout: 5_000,
    });
  };
}
