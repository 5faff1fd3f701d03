import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

const MULTIPLES_PATH = '/api/customer/self/sports/multiples';
const DESKTOP = { width: 1366, height: 768 } as const;
const PHONE = { width: 360, height: 640 } as const;

/** True when the whole element lies inside the viewport: seen without scrolling. */
async function isInViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

describe('one slip for the race day', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;
  const racePath = (index: number) => `/fixtures/${today}/${journey.raceIds[index]}`;

  it('at 1366 px: a visitor builds a slip over two races, signs in where they were, and places an each-way single', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      racePath(0),
      DESKTOP,
    );
    const slip = page.getByRole('region', { name: 'Bet slip' });
    // A price low on the card: the slip beside it is in view, and the header counts it.
    const lowPrice = page.getByRole('button', { name: /^WIN .* for 8 / });
    await lowPrice.scrollIntoViewIfNeeded();
    await lowPrice.click();
    await slip.getByText('8. Journey Runner 1-8').waitFor();
    expect(await isInViewport(page, slip.getByRole('heading', { name: 'Bet slip (1)' }))).toBe(
      true,
    );
    expect(await isInViewport(page, slip.getByRole('button', { name: 'Place bets' }))).toBe(true);
    await page.getByTestId('header-slip').getByText('1', { exact: true }).waitFor();

    // Another race, by a fresh page load: the slip is still there, and takes its line.
    await page.goto(racePath(1));
    await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    await slip.getByRole('heading', { name: 'Bet slip (2)' }).waitFor();
    await page.getByTestId('header-slip').getByText('2', { exact: true }).waitFor();
    await saveScreenshot(page, 'one-slip-desktop-two-races');

    await signInAsDemoPlayer(page);
    // Back where they were: the same race, the same slip.
    expect(new URL(page.url()).pathname).toBe(racePath(1));
    await slip.getByRole('heading', { name: 'Bet slip (2)' }).waitFor();

    await slip.getByRole('button', { name: 'Remove Journey Runner 1-8 WIN' }).click();
    await slip.getByRole('heading', { name: 'Bet slip (1)' }).waitFor();
    await slip.getByText('Place terms: 3 places paid (8 runners)').waitFor();
    await slip.getByRole('switch', { name: 'Each-way for Journey Runner 2-1 WIN' }).check();
    await slip.getByRole('textbox', { name: 'Amount for Journey Runner 2-1 WIN' }).fill('100');
    await slip.getByText(/Win and Place ₹100 each, ₹200 in all/).waitFor();
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();
    await slip.getByRole('heading', { name: 'Bet slip (0)' }).waitFor();

    await page.goto('/myaccount/my-bets');
    const eachWay = page
      .getByTestId('placed-bet')
      .filter({ hasText: 'Journey Runner 2-1' })
      .first();
    await eachWay.getByTestId('bet-title').getByText('Each-way').waitFor();
    await saveScreenshot(page, 'one-slip-my-bets-each-way');

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('at 360 px: the bar counts the lines, the sheet keeps Place bets in view for 3 lines, and a code-less sign-in returns to the race', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      racePath(0),
      PHONE,
    );
    await page.getByRole('button', { name: /^WIN .* for 2 / }).click();
    await page.getByRole('button', { name: /^WIN .* for 3 / }).click();
    await page.goto(racePath(1));
    await page.getByRole('button', { name: /^WIN .* for 4 / }).click();
    const bar = page.getByRole('button', { name: /^Bet slip 3 selections/ });
    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await sheet.getByTestId('slip-line').nth(2).waitFor();
    const place = sheet.getByRole('button', { name: 'Place bets' });
    // Once the sheet has slid up.
    await expect.poll(() => isInViewport(page, place), { timeout: 3000 }).toBe(true);
    await saveScreenshot(page, 'one-slip-phone-sheet');

    // A visitor's Place bets asks for a sign-in; once in, the race and the slip are as they were.
    await place.click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email/Mobile').fill('demo@furlong.in');
    await signIn.getByLabel('Password').fill('Demo@2026');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(racePath(1));
    await page.getByRole('button', { name: /^Bet slip 3 selections/ }).click();
    await sheet.getByTestId('slip-line').nth(2).waitFor();

    for (const name of ['Journey Runner 1-2', 'Journey Runner 1-3']) {
      await sheet.getByRole('button', { name: `Remove ${name} WIN` }).click();
    }
    await sheet.getByRole('switch', { name: 'Each-way for Journey Runner 2-4 WIN' }).check();
    await sheet.getByRole('button', { name: 'Add ₹100' }).click();
    await sheet.getByRole('button', { name: 'Add ₹100' }).click();
    expect(
      await sheet.getByRole('textbox', { name: 'Amount for Journey Runner 2-4 WIN' }).inputValue(),
    ).toBe('200');
    await sheet.getByRole('button', { name: 'Place bets' }).click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();
    await page.getByRole('button', { name: /^Bet slip 0 selections/ }).waitFor();

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });

  it('at 1366 px: a double across the two races is placed (needs the multiples endpoint)', async (test) => {
    // Skipped only while the server has no multiples route: without a token a route that
    // exists answers 401; an /api path with no route answers 404.
    const probe = await fetch(`${journey.server.baseUrl}${MULTIPLES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (probe.status === 404) test.skip();

    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      racePath(0),
      DESKTOP,
    );
    await signInAsDemoPlayer(page);
    await page.getByRole('button', { name: /^WIN .* for 5 / }).click();
    await page.goto(racePath(1));
    await page.getByRole('button', { name: /^WIN .* for 6 / }).click();
    const double = page.getByRole('form', { name: 'Double' });
    await double.getByRole('textbox', { name: 'Stake per bet for Double' }).fill('100');
    await page.getByText('Multiples pay at most ₹5,00,000').waitFor();
    await double.getByRole('button', { name: 'Place Double' }).click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();

    await page.goto('/myaccount/my-bets');
    const card = page.locator('[data-bet-type="ACCUMULATOR"]').first();
    await card.getByTestId('bet-title').getByText('Double').waitFor();
    expect(await card.getByTestId('bet-leg').count()).toBe(2);

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
