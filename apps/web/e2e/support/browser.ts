import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium: playwright-core never downloads a browser of its own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps dialling out of a closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ headless: true, executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a journey that saw one has a broken page. */
  pageErrors: Error[];
  /** Server errors (5xx) the page received from the API. */
  serverErrors: string[];
}

/** A phone as most Indian punters hold it. */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;

/** A fresh context (no storage shared between journeys) as a player in India sees it. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path = '/',
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    // A phone viewport is a touch screen: media queries for coarse pointers apply.
    hasTouch: viewport.width < 600,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const serverErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(path);
  return { context, page, pageErrors, serverErrors };
}

/** Saves a full-page screenshot under the system temp folder and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const folder = join(tmpdir(), 'furlong-e2e');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Waits until the element's trimmed text is exactly `expected` (fails after `timeout` ms). */
export async function waitForText(
  page: Page,
  selector: string,
  expected: string,
  timeout = 15_000,
): Promise<void> {
  await page.waitForFunction(
    ([sel, text]) => document.querySelector(sel)?.textContent?.trim() === text,
    [selector, expected] as const,
    { timeout },
  );
}
