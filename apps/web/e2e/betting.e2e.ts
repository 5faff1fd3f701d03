import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';
import { openPage, saveScreenshot } from './support/browser';

describe('betting journey', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('the demo player places two bets, sees the arithmetic, then the bets and the debit', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${journey.raceIds[0]}`,
    );
    await signInAsDemoPlayer(page);

    await page.goto(`/fixtures/${today}/${journey.raceIds[0]}`);
    await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    await page.getByRole('button', { name: /^PLACE .* for 2 / }).click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('100');
    await slip.getByRole('textbox', { name: /^Amount for .*1-2/ }).fill('200');
    // Today, GST 40% (since 22 September 2025, decision 028), as the server serves it: ₹100 at 2-1:
    // face value 71.42, CGST and SGST 14.28 each, potential payout 71.42 + 100 x 2 / 1.40 = 214.27.
    // A line's figures fold under its potential payout: a tap opens them.
    await slip.getByTestId('slip-line').first().locator('summary').click();
    const firstLine = slip.locator('dl[aria-label^="Figures for"][aria-label*="1-1"]');
    await firstLine.getByText('₹71.42').waitFor();
    await firstLine.getByText('₹14.28').first().waitFor();
    await firstLine.getByText('₹214.27').waitFor();
    await saveScreenshot(page, 'betting-slip');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await page.getByText('Successfully placed bets. Please await result.').waitFor();

    await page.goto('/myaccount/my-bets');
    await page.getByText('Journey Runner 1-1').first().waitFor();
    await page.getByText('Journey Runner 1-2').first().waitFor();
    await expectAccessible(page, 'the my bets page');
    await saveScreenshot(page, 'betting-my-bets');
    await page.goto('/myaccount/history');
    await page.getByText('₹300.00').first().waitFor();
    await saveScreenshot(page, 'betting-history');

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
