import type { PushSubscriptionSummary } from '@furlong/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PushSettings } from './push-settings';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/browser-1';
const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const UID = '00000000-0000-4000-8000-0000000000c1';

/** A browser with the Push API: its permission answer, and the subscription it holds. */
function fakeBrowser(permission: NotificationPermission) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe,
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = subscription;
    return subscription;
  });
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { subscribe, unsubscribe, requestPermission };
}

/** The server's side: the player's subscriptions, as the routes keep them. */
function fakeServer() {
  let saved: PushSubscriptionSummary[] = [];
  const sent: MockRequest[] = [];
  mockApi({
    'GET /api/customer/self/push/key': { publicKey: KEY },
    'GET /api/customer/self/push/subscriptions': () => saved,
    'PUT /api/customer/self/push/subscriptions': (request: MockRequest) => {
      sent.push(request);
      const body = request.body as { endpoint: string; kinds: PushSubscriptionSummary['kinds'] };
      saved = [
        {
          uid: UID,
          endpoint: body.endpoint,
          kinds: body.kinds,
          createdAt: new Date().toISOString(),
        },
      ];
      return saved[0];
    },
    [`DELETE /api/customer/self/push/subscriptions/${UID}`]: (request: MockRequest) => {
      sent.push(request);
      saved = [];
      return { status: 204, body: null };
    },
  });
  return sent;
}

const renderSettings = () => {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  renderRoute(<PushSettings />, { path: '/settings', pattern: '/settings' });
};

describe('push settings', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes this browser with the server key on the first switch, saves each kind, and unsubscribes on the last', async () => {
    const browser = fakeBrowser('granted');
    const sent = fakeServer();
    renderSettings();
    const user = userEvent.setup();
    const results = await screen.findByRole('switch', { name: 'Results and payouts of my bets' });
    const follows = screen.getByRole('switch', { name: 'My follow alerts' });
    await waitFor(() => expect(results).toBeEnabled());
    expect(results).not.toBeChecked();

    await user.click(results);
    await waitFor(() => expect(results).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    // The VAPID key as its 65 raw bytes (an uncompressed P-256 point starts with 4).
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(sent.map((request) => request.body)).toEqual([
      {
        endpoint: ENDPOINT,
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        kinds: ['RESULTS'],
      },
    ]);

    await user.click(follows);
    await waitFor(() => expect(follows).toBeChecked());
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(sent[1]?.body).toMatchObject({ kinds: ['RESULTS', 'FOLLOWS'] });

    await user.click(results);
    await waitFor(() => expect(results).not.toBeChecked());
    expect(sent[2]?.body).toMatchObject({ kinds: ['FOLLOWS'] });
    await user.click(follows);
    await waitFor(() => expect(sent[3]?.method).toBe('DELETE'));
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(follows).not.toBeChecked());
  });

  it('saves nothing and says where to allow it when the player refuses the browser', async () => {
    const browser = fakeBrowser('denied');
    const sent = fakeServer();
    renderSettings();
    const user = userEvent.setup();
    const scratchings = await screen.findByRole('switch', {
      name: 'A runner I backed is scratched',
    });
    await waitFor(() => expect(scratchings).toBeEnabled());
    await user.click(scratchings);
    expect(
      await screen.findByText(/Allow them in the browser's site settings/),
    ).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(scratchings).not.toBeChecked();
  });

  it('says so when the browser cannot receive pushes', async () => {
    mockApi({});
    renderSettings();
    expect(
      await screen.findByText(/This browser cannot show notifications with the app closed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
