import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../api/src/db/query-rows';
import { askModeChange } from '../../api/src/modules/legal/change-legal-mode';
import { expectAccessible } from './support/accessibility';
import { openPage, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

const PHONE = { width: 360, height: 740 };
const WIND_DOWN_BANNER =
  'Furlong is winding down in Karnataka: no new bets, deposits or promotions. Open bets settle as usual, and your balance is yours to withdraw.';

/**
 * Issue 29 at 360 px: deposits switched on, the demo player (Karnataka) pays ₹500 by UPI and
 * sees it land; then two ADMINs wind Karnataka down, and the same player reads the banner with
 * its reason, finds deposits closed, has a bet refused in their words, and can still reach the
 * withdrawal.
 */
describe('legal mode and deposits journey', () => {
  const journey = setUpRaceDayJourney({ DEPOSITS: 'on', DEPOSIT_SANDBOX_DELAY_MS: '500' });
  const { today } = journey;

  it('deposits while LIVE, then shows the wind-down, refuses a bet and a deposit, and keeps the withdrawal', async () => {
    const raceId = journey.raceIds[0] as string;
    const { page } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${raceId}`,
      PHONE,
    );
    await signInAsDemoPlayer(page);

    // LIVE: the Deposit page takes an amount and pays through the UPI app on a phone.
    await page.goto('/myaccount/deposit');
    await page.getByRole('textbox', { name: 'Deposit amount' }).fill('500');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(/\/myaccount\/deposit\/[0-9a-f-]{36}$/);
    // The sandbox provider's webhook credits it once, and the page says so.
    await page.getByText('₹500.00 was added to your balance.').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'deposit credited at 360 px');

    // Two ADMINs wind Karnataka down (maker, then checker), as the console's two calls do.
    const admins = await queryRows<{ id: string }>(
      journey.server.raceDeps.db,
      sql`select id from operators order by created_at limit 2`,
    );
    expect(admins).toHaveLength(2);
    const change = {
      scope: 'Karnataka',
      mode: 'WIND_DOWN' as const,
      reason: 'Court order pending the state bill',
      reference: 'WP 123/2026',
      ip: '127.0.0.1',
      now: new Date(),
    };
    await askModeChange(journey.server.raceDeps.db, {
      ...change,
      operatorId: (admins[0] as { id: string }).id,
    });
    const applied = await askModeChange(journey.server.raceDeps.db, {
      ...change,
      operatorId: (admins[1] as { id: string }).id,
    });
    expect(applied.changedStates).toEqual(['Karnataka']);

    // The banner says why and leads to the withdrawal.
    await page.goto(`/fixtures/${today}/${raceId}`);
    await page.getByText(WIND_DOWN_BANNER).waitFor();
    await page.getByText('Why: Court order pending the state bill').waitFor();
    await expectAccessible(page, 'wind-down banner at 360 px');
    await saveScreenshot(page, 'legal-wind-down-360');

    // A bet is refused in the player's words, and nothing is taken.
    await page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    await page.getByRole('button', { name: /^Bet slip 1 selection/ }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('100');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    // The slip says why (the server's words name the state), and the banner is not the answer.
    await slip
      .getByText(/winding down .*You can still withdraw your balance\./)
      .first()
      .waitFor();

    // Deposits are closed for this player; the withdrawal stays open.
    await page.goto('/myaccount/deposit');
    await page
      .getByText('Deposits are disabled until further notice', { exact: false })
      .first()
      .waitFor();
    await expect(page.getByRole('textbox', { name: 'Deposit amount' }).count()).resolves.toBe(0);
    await page
      .getByTestId('state-banner')
      .getByRole('link', { name: 'Withdraw my balance' })
      .click();
    await page.waitForURL('**/myaccount/withdraw');
    await page.getByTestId('withdrawable').waitFor();
  });
});
