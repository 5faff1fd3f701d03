import { indiaDayBounds, indiaDayOf } from '@furlong/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../../api/src/modules/races/create-race';
import { publishRace } from '../../api/src/modules/race-control/publish-race';
import {
  declareOfficialResultAndSettle,
  recordOffAndSettle,
} from '../../api/src/modules/race-control/race-operations';
import type { RaceDeps } from '../../api/src/modules/races/race-deps';
import { expectAccessible, expectNoHorizontalOverflow } from './support/accessibility';
import { launchBrowser, openPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { signInAsDemoPlayer } from './support/journey';
import { startServer, type RunningServer } from './support/start-server';

const MINUTE = 60_000;
const RUNNERS = 8;

/**
 * Five open races at Bengaluru today, an hour apart from about now (never past the day's end,
 * India time), eight runners each: the legs of a Jackpot. Their ids in race-number order.
 */
async function addFiveOpenRaces(deps: RaceDeps, day: string): Promise<string[]> {
  const { end } = indiaDayBounds(day);
  const now = deps.clock.now().getTime();
  const ids: string[] = [];
  for (const raceNumber of [1, 2, 3, 4, 5]) {
    const startAt = new Date(
      Math.min(now + raceNumber * 60 * MINUTE, end.getTime() - (6 - raceNumber) * MINUTE),
    );
    const { id } = await createRace(deps, {
      venueCode: 'BLR',
      day,
      raceNumber,
      startAt,
      distanceMetres: 1200 + raceNumber * 100,
      name: `Jackpot Plate ${raceNumber}`,
      label: 'Class IV',
      runners: Array.from({ length: RUNNERS }, (_, index) => ({
        horseNumber: index + 1,
        name: `Leg ${raceNumber} Runner ${index + 1}`,
        cageNumber: RUNNERS - index,
        jockey: `Jockey ${index + 1}`,
        trainer: `Trainer ${index + 1}`,
        weightKg: 54 + index / 2,
        lastRuns: ['1', '3', '2'],
        prices: {
          WIN: index + 2,
          PLACE: (index + 2) / 4,
          SHP: (index + 2) / 2,
          THP: (index + 2) / 2,
        },
      })),
    });
    await publishRace(
      { ...deps, clock: { now: () => new Date(startAt.getTime() - 60 * MINUTE) } },
      id,
    );
    ids.push(id);
  }
  return ids;
}

/** The race is off and horse 1 wins, 2nd and 3rd behind it: official and settled at once. */
async function runRaceWonByOne(deps: RaceDeps, raceId: string) {
  await recordOffAndSettle(deps, raceId);
  await declareOfficialResultAndSettle(deps, raceId, {
    standings: [
      { place: 1, horseNumber: 1 },
      { place: 2, horseNumber: 2 },
      { place: 3, horseNumber: 3 },
    ],
  });
}

async function tapHorse(page: Page, leg: number, horse: number) {
  await page
    .getByRole('region', { name: 'Jackpot and Treble' })
    .getByRole('button', { name: `Leg ${leg}: ${horse}. Leg ${leg} Runner ${horse}`, exact: true })
    .click();
}

describe('Jackpot journey (360 × 740)', () => {
  const today = indiaDayOf(new Date());
  const state: { server?: RunningServer; browser?: Browser; raceIds?: string[] } = {};
  beforeAll(async () => {
    state.server = await startServer();
    state.raceIds = await addFiveOpenRaces(state.server.raceDeps, today);
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });

  it('the operator sets a Jackpot over five races, a player buys a ticket, sees it alive leg by leg, the will-pays and the dividend', async () => {
    const server = state.server!;
    const browser = state.browser!;
    const raceIds = state.raceIds!;
    const deps = server.raceDeps;

    // The operator sets the day's Jackpot: Bengaluru, races 1 to 5.
    const operator = await openPage(browser, server.baseUrl, '/operator/login');
    await operator.page.getByLabel('Email').fill('operator@furlong.in');
    await operator.page.getByLabel('Password').fill('Operator@2026');
    await operator.page.getByRole('button', { name: 'Sign in' }).click();
    await operator.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await operator.page.goto(`/operator/board?day=${today}`);
    const poolsPanel = operator.page.getByRole('region', { name: 'Jackpot and Treble pools' });
    await poolsPanel.getByText('No Jackpot or Treble on this day.').waitFor();
    await poolsPanel.getByLabel('New pool').selectOption('JACKPOT');
    await poolsPanel.getByLabel('First leg').selectOption({ label: 'R1' });
    await poolsPanel.getByRole('button', { name: 'Add pool' }).click();
    await poolsPanel.getByRole('button', { name: 'Save Jackpot and Treble pools' }).click();
    await operator.page.getByText('Jackpot and Treble pools saved').waitFor();
    await poolsPanel.locator('tr[data-pool="JACKPOT"]').getByText('R1, R2, R3, R4, R5').waitFor();
    // The live figures follow within the public read's few seconds of caching.
    await poolsPanel.locator('tr[data-pool="JACKPOT"]').getByText('OPEN').waitFor();
    await saveScreenshot(operator.page, 'jackpot-operator');

    // The player reaches the Jackpot from the race day.
    const player = await openPage(browser, server.baseUrl, `/races/${today}`, PHONE_VIEWPORT);
    const { page } = player;
    await signInAsDemoPlayer(page);
    await page
      .getByLabel(/^Cash balance ₹10,000\.00$/)
      .first()
      .waitFor();
    await page
      .getByTestId('multi-race-link')
      .filter({ hasText: /^Jackpot · / })
      .click();
    await page.waitForURL((url) => url.pathname === `/races/${today}/jackpot`);
    const jackpot = page.getByRole('region', { name: 'Jackpot and Treble' });

    // 1 · 1, 2 · 1 · 1 · 1 is two lines; at 5 units ₹100 into the pool and 40% GST on top.
    await tapHorse(page, 1, 1);
    await tapHorse(page, 2, 1);
    await tapHorse(page, 2, 2);
    for (const leg of [3, 4, 5]) await tapHorse(page, leg, 1);
    await jackpot.getByLabel('Units of ₹10').fill('5');
    await jackpot
      .getByTestId('multi-race-lines')
      .filter({ hasText: '2 lines × 5 units of ₹10' })
      .waitFor();
    await expectNoHorizontalOverflow(page, 'the Jackpot screen', 360);
    await expectAccessible(page, 'the Jackpot screen');
    await saveScreenshot(page, 'jackpot-ticket');
    await jackpot.getByRole('button', { name: 'Buy ticket ₹140.00' }).click();
    await jackpot
      .getByTestId('multi-race-bought')
      .filter({ hasText: '2 lines, ₹140.00' })
      .waitFor();
    await page
      .getByLabel(/^Cash balance ₹9,860\.00$/)
      .first()
      .waitFor();

    // Leg 1 is won by 1: the ticket is alive with one leg won.
    await runRaceWonByOne(deps, raceIds[0]!);
    await page.goto('/myaccount/my-bets');
    const ticket = page.getByTestId('multi-race-ticket').first();
    await ticket
      .getByTestId('multi-race-legs-won')
      .filter({ hasText: '1 of 5 legs won' })
      .waitFor();
    await ticket.getByTestId('multi-race-alive').filter({ hasText: 'Alive' }).waitFor();

    // Legs 2 to 4 won by 1: before the last leg, the will-pays say what each runner would pay.
    for (const raceId of raceIds.slice(1, 4)) await runRaceWonByOne(deps, raceId);
    await page.reload();
    await ticket
      .getByTestId('multi-race-legs-won')
      .filter({ hasText: '4 of 5 legs won' })
      .waitFor();
    await page.goto(`/races/${today}/jackpot`);
    const willPays = jackpot.getByTestId('multi-race-will-pays');
    await willPays.waitFor();
    await jackpot.getByTestId('multi-race-pool-total').filter({ hasText: 'Pool ₹100' }).waitFor();
    const willPayOfOne = await willPays.getByTestId('multi-race-will-pay').first().textContent();
    expect(willPayOfOne).toMatch(/^1₹[\d,.]+$/);
    await expectNoHorizontalOverflow(page, 'the Jackpot will-pays', 360);
    await saveScreenshot(page, 'jackpot-will-pays');

    // The last leg won by 1: the Jackpot is won and paid at the will-pay shown for 1.
    await runRaceWonByOne(deps, raceIds[4]!);
    await page.reload();
    const dividend = jackpot.getByTestId('multi-race-dividend');
    await dividend.waitFor({ timeout: 15_000 });
    const willPaid = willPayOfOne!.slice(1);
    expect(await dividend.textContent()).toContain(`Dividend ${willPaid} per ₹10 · 1-1-1-1-1`);
    await saveScreenshot(page, 'jackpot-dividend');
    await page.goto('/myaccount/my-bets');
    await ticket.getByTestId('multi-race-ticket-status').filter({ hasText: 'WON' }).waitFor();
    await ticket.getByText('5 of 5 legs won').waitFor();

    for (const side of [player, operator]) {
      expect(side.pageErrors.map((error) => error.message)).toEqual([]);
      expect(side.serverErrors).toEqual([]);
      await side.context.close();
    }
  });
});
