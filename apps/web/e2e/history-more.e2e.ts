import { HISTORY_PAGE_SIZE } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { findPlayerByIdentifier } from '../../api/src/modules/customers/find-player';
import { findOperatorByEmail } from '../../api/src/modules/operators/operators.queries';
import { recordRetailCashIn } from '../../api/src/modules/player-desk/record-retail-cash-in';
import { DEV_OPERATOR } from '../../api/src/modules/player-desk/seed-dev-accounts';
import { listTransactions } from '../../api/src/modules/wallet/list-transactions';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

const CASH_INS = 14;

describe("History's More at 360 px", () => {
  const journey = setUpRaceDayJourney();

  it('shows More when the player has more than ten movements, More brings the next page, and goes once a page comes back empty', async () => {
    // Fourteen counter cash-ins of ₹101 to ₹114, each a movement of its own.
    const { db } = journey.server.raceDeps;
    const player = await findPlayerByIdentifier(db, 'demo@furlong.in');
    const operator = await findOperatorByEmail(db, DEV_OPERATOR.email);
    if (!player || !operator) throw new Error('the demo player or the operator is missing');
    for (let index = 1; index <= CASH_INS; index += 1) {
      await db.transaction((tx) =>
        recordRetailCashIn(tx, {
          playerId: player.id,
          operatorId: operator.id,
          amountPaise: BigInt((100 + index) * 100),
          reference: `history-more-${index}`,
          ip: '127.0.0.1',
        }),
      );
    }
    const total = (await listTransactions(db, player.id, 0, 100)).length;
    expect(total).toBeGreaterThan(HISTORY_PAGE_SIZE);
    expect(total).toBeLessThanOrEqual(2 * HISTORY_PAGE_SIZE);

    const phone = await openPage(journey.browser, journey.server.baseUrl, '/', PHONE_VIEWPORT);
    const { page } = phone;
    await signInAsDemoPlayer(page);
    await page.goto('/myaccount/history');
    const cards = page.getByTestId('transaction-card');
    await cards.nth(HISTORY_PAGE_SIZE - 1).waitFor();
    expect(await cards.count()).toBe(HISTORY_PAGE_SIZE);
    // Newest first: the last cash-in heads the list.
    await cards.first().getByText('₹114.00').waitFor();

    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.scrollIntoViewIfNeeded();
    expect(await more.isVisible()).toBe(true);
    await expectAccessible(page, 'History with More');
    await expectNoHorizontalOverflow(page, 'History with More', PHONE_VIEWPORT.width);
    await saveScreenshot(page, 'history-more');
    await more.click();

    // The next page joins the first. Only an empty page ends the history (spec section 4:
    // rows may have arrived since a short page), so More stays until a tap finds none.
    await cards.nth(total - 1).waitFor();
    expect(await cards.count()).toBe(total);
    await page.getByTestId('history').and(page.locator('[data-page-counter="2"]')).waitFor();
    await more.click();
    await page.getByTestId('history').and(page.locator('[data-page-counter="-1"]')).waitFor();
    await more.waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(total);
    // The oldest cash-in (₹101) is on the second page.
    await cards.getByText('₹101.00').waitFor();
    expect(await cards.getByText('₹101.00').count()).toBe(1);

    expect(phone.pageErrors.map((error) => error.message)).toEqual([]);
    expect(phone.serverErrors).toEqual([]);
    await phone.context.close();
  });
});
