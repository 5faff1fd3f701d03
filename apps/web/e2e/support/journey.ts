import { indiaDayOf } from '@furlong/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { addOpenRaces } from './add-races';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './start-server';

export interface RaceDayJourney {
  /** India-time today, the day of the races. */
  readonly today: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Two open races at Bengaluru today, in race-number order. */
  readonly raceIds: string[];
}

/**
 * Registers the hooks every race-day journey shares: the real server on an empty in-memory
 * database, two open races today and Chromium; both are closed after the file. The returned
 * object is filled in before the first test runs.
 */
export function setUpRaceDayJourney(
  serverEnv: Parameters<typeof startServer>[0] = {},
): RaceDayJourney {
  const state: { server?: RunningServer; browser?: Browser; raceIds?: string[] } = {};
  const today = indiaDayOf(new Date());
  beforeAll(async () => {
    state.server = await startServer(serverEnv);
    state.raceIds = await addOpenRaces(state.server.raceDeps, today);
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the journey's ${what} is not set up yet`);
    return value;
  };
  return {
    today,
    get server() {
      return ready(state.server, 'server');
    },
    get browser() {
      return ready(state.browser, 'browser');
    },
    get raceIds() {
      return ready(state.raceIds, 'races');
    },
  };
}

/** Signs the README's demo player in through the header's Login button and the dialog. */
export async function signInAsDemoPlayer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Email/Mobile').fill('demo@furlong.in');
  await signIn.getByLabel('Password').fill('Demo@2026');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitFor({ state: 'detached' });
}
