import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../api/src/db/query-rows';
import { openPage, PHONE_VIEWPORT } from './support/browser';
import { setUpRaceDayJourney, signInAsDemoPlayer } from './support/journey';

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

  it("forgets the browser's subscription at Logout, at the server and in the browser", async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-shared-browser';
    const { context, page, pageErrors } = await openPage(
      journey.browser,
      journey.server.baseUrl,
      '/',
      PHONE_VIEWPORT,
    );
    await context.grantPermissions(['notifications'], { origin: journey.server.baseUrl });
    // The browser's side of a subscription (FCM is not reachable here): subscribe hands out a
    // subscription to an FCM address, and unsubscribe is recorded.
    await page.addInitScript((fakeEndpoint: string) => {
      const state = window as unknown as { pushSubscription: PushSubscription | null };
      state.pushSubscription = null;
      const subscription = {
        endpoint: fakeEndpoint,
        toJSON: () => ({
          endpoint: fakeEndpoint,
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        }),
        unsubscribe: () => {
          state.pushSubscription = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      PushManager.prototype.getSubscription = () => Promise.resolve(state.pushSubscription);
      PushManager.prototype.subscribe = () => {
        state.pushSubscription = subscription;
        return Promise.resolve(subscription);
      };
    }, endpoint);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await signInAsDemoPlayer(page);
    await page.goto('/myaccount/notifications');
    await page.getByRole('switch', { name: 'Results and payouts of my bets' }).click();
    const rows = () =>
      queryRows<{ endpoint: string }>(
        journey.server.raceDeps.db,
        sql`select endpoint from push_subscriptions where endpoint = ${endpoint}`,
      );
    await expect.poll(rows, { timeout: 10_000 }).toHaveLength(1);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
    expect(await rows()).toEqual([]);
    expect(
      await page.evaluate(
        () => (window as unknown as { pushSubscription: unknown }).pushSubscription,
      ),
    ).toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
