import { describe, expect, it } from 'vitest';
import { openPage, PHONE_VIEWPORT } from './support/browser';
import { setUpRaceDayJourney } from './support/journey';

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: unknown;
}

/**
 * The service worker's side of Web Push (decision 081). A real subscription cannot be made
 * here: Chromium's push service (FCM) is not reachable from this machine. So the push is
 * handed to the worker through the DevTools protocol, as the push service would.
 */
describe('a push reaches the service worker (360 × 740)', () => {
  const journey = setUpRaceDayJourney();

  it('shows the push as a notification with its words and the page a tap opens', async () => {
    const { context, page, pageErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      '/',
      PHONE_VIEWPORT,
    );
    await context.grantPermissions(['notifications'], { origin: journey.server.baseUrl });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = (registrations as { registrationId: string; scopeURL: string }[]).find(
          (each) => each.scopeURL.startsWith(journey.server.baseUrl),
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      kind: 'RESULTS',
      title: 'Bengaluru R1',
      body: 'You won ₹268.57',
      url: '/myaccount/my-bets',
      tag: 'race-journey',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: journey.server.baseUrl,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
    const shownNotifications = () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return (await worker.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          url: (notification.data as { url?: unknown } | null)?.url,
        }));
      });
    await expect.poll(shownNotifications, { timeout: 10_000 }).toEqual([
      {
        title: 'Bengaluru R1',
        body: 'You won ₹268.57',
        tag: 'race-journey',
        url: '/myaccount/my-bets',
      },
    ] satisfies ShownNotification[]);
    expect(pageErrors).toEqual([]);
    await cdp.detach();
    await context.close();
  });
});
