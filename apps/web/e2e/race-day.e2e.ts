import { describe, expect, it } from 'vitest';
import { suspendRace } from '../../api/src/modules/race-control/suspend-race';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { RUNNERS_PER_RACE } from './support/add-races';
import { setUpRaceDayJourney } from './support/journey';
import { openPage, saveScreenshot, waitForText } from './support/browser';

declare global {
  interface Window {
    journeyMarker?: string;
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('race day journey', () => {
  const journey = setUpRaceDayJourney();
  const { today } = journey;

  it('opens today, picks a race, and sees it close live when the operator suspends it', async () => {
    const { page, pageErrors, serverErrors, context } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      '/',
    );

    await page.waitForURL(`**/races/${today}`);
    await page.getByRole('heading', { name: 'Upcoming Races' }).waitFor();
    await expectAccessible(page, 'the race day page');
    await expectNoHorizontalOverflow(page, 'the race day page');
    await saveScreenshot(page, 'race-day-list');

    await page.locator('[data-testid=race-row]').first().click();
    await page.waitForURL(new RegExp(`/fixtures/${today}/${UUID}$`));
    const fixtureId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(journey.raceIds).toContain(fixtureId);

    const runnerRows = page.locator('[data-testid=runner-row]');
    await runnerRows.first().waitFor();
    expect(await runnerRows.count()).toBe(RUNNERS_PER_RACE);
    await waitForText(page, '[data-testid=race-status]', 'Open');
    await expectAccessible(page, 'the race page');
    await expectNoHorizontalOverflow(page, 'the race page');
    await saveScreenshot(page, 'race-day-open');

    // A reload would wipe this: its survival proves the change arrived over the socket.
    await page.evaluate(() => {
      window.journeyMarker = 'before-suspend';
    });
    await suspendRace(journey.server.raceDeps, fixtureId);

    await waitForText(page, '[data-testid=race-status]', 'Closed');
    expect(await page.evaluate(() => window.journeyMarker)).toBe('before-suspend');
    const screenshot = await saveScreenshot(page, 'race-day-closed');
    console.log(`race day screenshots: ${screenshot}, race-day-list.png, race-day-open.png`);

    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});
