// Whether Chromium would offer to install the portal: the check behind Lighthouse's former
// "installable manifest" audit, asked of the browser itself through the DevTools protocol.
import { chromium } from 'playwright-core';

export interface Installability {
  /** Chromium's own reasons the page cannot be installed; none means installable. */
  errors: string[];
  /** Problems Chromium found while parsing the web app manifest. */
  manifestErrors: string[];
  hasServiceWorker: boolean;
}

/**
 * Opens the page in the already running Chromium (its DevTools port), waits
 * for the service worker to take charge, as an installed app would have it, then asks
 * `Page.getInstallabilityErrors` and `Page.getAppManifest`.
 */
const WAIT_FOR_SERVICE_WORKER = `'serviceWorker' in navigator && Promise.race([
  navigator.serviceWorker.ready.then(() => true),
  new Promise((resolve) => setTimeout(() => resolve(false), 15000)),
])`;

export async function checkInstallability(url: string, port: number): Promise<Installability> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The browser's own profile: Chromium never offers to install from an incognito context,
    // which is what a new context over the protocol is.
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Page code as text: this bench compiles without the DOM's types.
    const hasServiceWorker = await page.evaluate<boolean>(WAIT_FOR_SERVICE_WORKER);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    const manifest = await session.send('Page.getAppManifest', {});
    await page.close();
    return {
      errors: installabilityErrors.map(({ errorId, errorArguments }) =>
        [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(' '),
      ),
      manifestErrors: manifest.errors.map(({ message }) => message),
      hasServiceWorker,
    };
  } finally {
    // Disconnects only: the Chromium belongs to the bench, which closes it.
    await browser.close();
  }
}
