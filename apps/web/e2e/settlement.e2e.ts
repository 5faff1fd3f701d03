import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';
import { openPage, saveScreenshot } from './support/browser';

describe('settlement journey', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('the demo player bets, the operator declares the result, the player sees the win without reloading', async () => {
    const raceId = journey.raceIds[0] as string;
    const player = await openPage(
      journey.browser,
      journey.server.baseUrl,
      `/fixtures/${today}/${raceId}`,
    );
    await signInAsDemoPlayer(player.page);

    await player.page.goto(`/fixtures/${today}/${raceId}`);
    await player.page.getByRole('button', { name: /^WIN .* for 1 / }).click();
    const slip = player.page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Amount for .*1-1/ }).fill('100');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await player.page.getByText('Successfully placed bets. Please await result.').waitFor();
    // ₹10,000 less the ₹100 ticket.
    await player.page
      .getByLabel(/^Cash balance ₹9,900\.00$/)
      .first()
      .waitFor();
    await player.page.goto('/myaccount/my-bets');
    await player.page.getByText('Journey Runner 1-1').first().waitFor();

    // The operator, in another browser profile, records the off and declares horse 1 the winner.
    const operator = await openPage(journey.browser, journey.server.baseUrl, '/operator/login');
    await operator.page.getByLabel('Email').fill('operator@furlong.in');
    await operator.page.getByLabel('Password').fill('Operator@2026');
    await operator.page.getByRole('button', { name: 'Sign in' }).click();
    await operator.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await operator.page.goto(`/operator/races/${raceId}`);
    const state = operator.page.getByRole('region', { name: 'Race state' });
    // The off closes betting; a result can be declared only after it.
    await state.getByRole('button', { name: "They're off" }).click();
    const confirmOff = operator.page.getByRole('dialog', { name: "They're off?" });
    await confirmOff.getByRole('button', { name: "They're off" }).click();
    await operator.page.getByRole('button', { name: 'Declare result' }).waitFor();
    for (const [runner, place] of [
      ['1 Journey Runner 1-1', '1st'],
      ['2 Journey Runner 1-2', '2nd'],
      ['3 Journey Runner 1-3', '3rd'],
    ] as const) {
      await operator.page.getByRole('combobox', { name: runner }).click();
      await operator.page.getByRole('option', { name: place, exact: true }).click();
    }
    await operator.page.getByRole('button', { name: 'Declare result' }).click();
    const confirmResult = operator.page.getByRole('dialog', { name: 'Declare this result?' });
    await confirmResult.getByRole('button', { name: 'Declare result' }).click();
    await operator.page.getByText('Result declared').waitFor();
    // Provisional: the player's race shows it so, and no bet is settled until weighed in.
    await operator.page.getByText('Result: Provisional').waitFor();
    expect(await player.page.getByText('WON').count()).toBe(0);
    await player.page
      .getByLabel(/^Cash balance ₹9,900\.00$/)
      .first()
      .waitFor();
    await state.getByRole('button', { name: 'Declare official' }).click();
    const confirmOfficial = operator.page.getByRole('dialog', { name: 'Declare official?' });
    await confirmOfficial.getByRole('button', { name: 'Declare official' }).click();
    await operator.page.getByText('Result: Official').waitFor();
    await expectAccessible(operator.page, 'the operator race editor');
    await saveScreenshot(operator.page, 'settlement-operator');

    // Still the same page load: the private channel told the player, who refetched.
    // Today, GST 40% (decision 028): ₹100 at 2-1, face value 100 / 1.40, payout 71.4285 x 3
    // floored = ₹214.28; 9,900 + 214.28.
    await player.page.getByText('WON').first().waitFor({ timeout: 15_000 });
    await player.page
      .getByLabel(/^Cash balance ₹10,114\.28$/)
      .first()
      .waitFor({ timeout: 15_000 });
    await saveScreenshot(player.page, 'settlement-player');
    // The race card says the result is official.
    await player.page.goto(`/fixtures/${today}/${raceId}`);
    await player.page.getByTestId('result-state').filter({ hasText: 'Official' }).waitFor();

    for (const side of [player, operator]) {
      expect(side.pageErrors.map((error) => error.message)).toEqual([]);
      expect(side.serverErrors).toEqual([]);
      await side.context.close();
    }
  });
});
