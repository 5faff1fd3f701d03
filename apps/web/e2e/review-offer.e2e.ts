import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

/** A trader's offer on a held bet (decision 080), taken by the player on a phone. */
describe('a counter-offer from the review queue', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('a trader offers part of a held stake at a shorter price; the player takes it at 360 px', async () => {
    const player = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${journey.raceIds[0]}`,
    );
    await signInAsDemoPlayer(player.page);
    await player.page.goto(`/fixtures/${today}/${journey.raceIds[0]}`);
    // ₹1,000 at 2-1 pays ₹1,428.57 beyond its face value: over the ₹1,000 review liability, held.
    await player.page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    const slip = player.page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('1000');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await player.page.getByText('Successfully placed bets. Please await result.').waitFor();

    const staff = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    await staff.page.getByLabel('Email').fill('operator@furlong.in');
    await staff.page.getByLabel('Password').fill('Operator@2026');
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await staff.page.goto('/operator/review');
    await staff.page.getByRole('button', { name: /^Offer on ticket / }).click();
    const dialog = staff.page.getByRole('dialog', { name: /^Offer on ticket / });
    await expectAccessible(staff.page, 'the offer dialog');
    await dialog.getByLabel('Stake offered (₹)').fill('600');
    await dialog.getByLabel('Price offered').fill('1.5');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await staff.page.getByText('Offered ₹600.00 at 1.5: the player decides').waitFor();
    await expectAccessible(staff.page, 'the review queue with an offer open');
    await saveScreenshot(staff.page, 'review-offer-console');

    await player.page.setViewportSize(PHONE_VIEWPORT);
    await player.page.goto('/myaccount/my-bets');
    const offer = player.page.getByTestId('review-offer');
    await offer.getByText('We can accept ₹600.00 at 1.5.').waitFor();
    await offer.getByRole('timer').waitFor();
    await expectAccessible(player.page, 'a counter-offer in My Bets at 360 px');
    await expectNoHorizontalOverflow(player.page, 'a counter-offer in My Bets at 360 px');
    await saveScreenshot(player.page, 'review-offer-my-bets');
    await offer.getByRole('button', { name: 'Take ₹600.00 at 1.5' }).click();
    // The offer leaves; ₹600 stays staked and ₹400 of the ₹1,000 comes back: ₹10,000 − ₹600.
    await offer.waitFor({ state: 'detached' });
    await player.page.getByText('₹9,400.00').first().waitFor();
    await player.page.getByText('CONFIRMED').first().waitFor();

    // The console's queue no longer holds the bet.
    await staff.page.reload();
    await staff.page.getByText('No bets are waiting for review.').waitFor();

    expect(player.pageErrors.map((error) => error.message)).toEqual([]);
    expect([...player.serverErrors, ...staff.serverErrors]).toEqual([]);
    await player.context.close();
    await staff.context.close();
  });
});
