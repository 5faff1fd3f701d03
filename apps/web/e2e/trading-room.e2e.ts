import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { derivePrices, type DerivedMarket } from '../../api/src/modules/trading/derive-prices';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

/** The Win prices the trader sets, horse 1 to 8 ("to 1"). */
const WIN_PRICES = [3, 4, 5, 6, 8, 10, 12, 16];
/** The console's default margin for a derived market, per cent. */
const MARGIN_PERCENT = 15;

/** The Price and Model columns of a derived market's table, horse by horse. */
async function shownDerivedPrices(page: Page, market: DerivedMarket) {
  const table = page
    .getByRole('region', { name: 'Derived prices' })
    .getByRole('table', { name: `${market} prices against the model` });
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const [horse, price, model] = await row.getByRole('cell').allInnerTexts();
      return { horse: Number(horse), price, model };
    }),
  );
}

/**
 * The trading room (issue 31): a trader prices a race from its Win prices, limits a player's
 * stakes, the player takes the counter-offer on a phone, and the race's book shows the bet.
 */
describe('the trading room', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('derived prices, a stake factor, a counter-offer taken at 360 px, and the book', async () => {
    const raceId = journey.raceIds[0];
    const staff = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    const console_ = staff.page;
    await console_.getByLabel('Email').fill('trader@furlong.in');
    await console_.getByLabel('Password').fill('Operator@2026');
    await console_.getByRole('button', { name: 'Sign in' }).click();
    await console_.waitForURL((url) => !url.pathname.endsWith('/login'));

    // Win prices by hand, then Place, SHP and THP derived from them (decision 073).
    await console_.goto(`/operator/races/${raceId}`);
    const runners = console_.getByRole('region', { name: 'Runners and prices' });
    for (const [index, price] of WIN_PRICES.entries()) {
      const horseNo = index + 1;
      await runners
        .getByRole('textbox', { name: `WIN price for ${horseNo} Journey Runner 1-${horseNo}` })
        .fill(String(price));
    }
    await runners.getByRole('button', { name: 'Save prices' }).click();
    await console_.getByText('Prices saved').first().waitFor();
    const derived = console_.getByRole('region', { name: 'Derived prices' });
    const winHundredths = WIN_PRICES.map((price) => price * 100);
    for (const market of ['PLACE', 'SHP', 'THP'] as const) {
      await derived.getByRole('button', { name: `Derive ${market}` }).click();
      await derived.getByText(`${market} derived, margin ${MARGIN_PERCENT}%`).waitFor();
      const model = derivePrices(market, winHundredths, MARGIN_PERCENT * 100);
      expect(model, `${market} pays with 8 starters`).toBeDefined();
      const expected = (model ?? []).map((hundredths, index) => {
        const shown = (hundredths / 100).toFixed(2);
        return { horse: index + 1, price: shown, model: shown };
      });
      expect(await shownDerivedPrices(console_, market)).toEqual(expected);
    }
    await expectAccessible(console_, 'a race priced from its Win prices');
    await saveScreenshot(console_, 'trading-room-derived-prices');

    // The demo player's stake factor set low, with a reason: ₹10,000 base × 0.03 = ₹300.
    await console_.goto('/operator/players');
    await console_.getByLabel('Name, email or mobile').fill('demo@furlong.in');
    await console_.getByRole('button', { name: 'Search' }).click();
    await console_
      .getByRole('list', { name: 'Matching players' })
      .getByRole('link')
      .first()
      .click();
    const factor = console_.getByRole('region', { name: 'Stake factor' });
    await factor.getByLabel('New factor (0.01 to 10)').fill('0.03');
    await factor.getByLabel('Reason for the factor').fill('Sharp on sprint races at Bengaluru');
    await factor.getByRole('button', { name: 'Set factor' }).click();
    await factor.getByText('Stake factor set').waitFor();
    await factor.getByText('Factor 0.03: largest single stake ₹300.00').waitFor();

    // The player, on a phone, stakes ₹1,000 on horse 1 and is offered ₹300.
    const player = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${raceId}`,
      PHONE_VIEWPORT,
    );
    await signInAsDemoPlayer(player.page);
    await player.page.goto(`/fixtures/${today}/${raceId}`);
    await player.page.getByRole('button', { name: /^WIN 3\.00 for 1 / }).click();
    await player.page.getByRole('button', { name: /^Bet slip 1 selection/ }).click();
    const slip = player.page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('1000');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    const offer = slip.getByTestId('counter-offer');
    await offer.getByText('We can accept at most ₹300.00 on 1. Journey Runner 1-1.').waitFor();
    await offer.getByRole('timer').waitFor();
    await expectAccessible(player.page, 'a counter-offer in the slip at 360 px');
    await expectNoHorizontalOverflow(player.page, 'a counter-offer in the slip at 360 px');
    await saveScreenshot(player.page, 'trading-room-counter-offer');
    await offer.getByRole('button', { name: 'Take ₹300.00' }).click();
    await player.page.getByText(/^Successfully placed bets\. Please await result\./).waitFor();

    // The book: ₹300 at 40 % GST has a face value of ₹214.28 (30,000 × 100 / 140 = 21,428.57
    // paise, floored). If horse 1 wins at 3-1 it pays 30,000 × 400 / 140 = 85,714 paise, so the
    // house takes ₹214.28 and pays ₹857.14: -₹642.86, the worst case; any other winner, +₹214.28.
    await console_.goto(`/operator/races/${raceId}`);
    const book = console_.getByRole('region', { name: 'Book' });
    await book.getByRole('button', { name: 'Refresh' }).click();
    await book.getByText('Total stakes ₹214.28').waitFor();
    await book.getByText('Worst case -₹642.86').waitFor();
    const profits = await book
      .getByRole('table', { name: 'Profit if each horse wins' })
      .locator('tbody tr')
      .allInnerTexts();
    expect(profits.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['1', '-₹642.86'],
      ...[2, 3, 4, 5, 6, 7, 8].map((horseNo) => [String(horseNo), '₹214.28']),
    ]);
    await saveScreenshot(console_, 'trading-room-book');

    expect([...staff.pageErrors, ...player.pageErrors].map((error) => error.message)).toEqual([]);
    expect([...player.serverErrors, ...staff.serverErrors]).toEqual([]);
    await player.context.close();
    await staff.context.close();
  });
});
