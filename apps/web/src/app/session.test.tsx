import { indiaDayOf } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, storeTokens } from '../lib/auth-tokens';
import { buildPlayer, buildWallet, unauthorized } from '../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../test/mock-api';
import { renderRoute } from '../test/render';

const today = () => `/races/${indiaDayOf(Date.now())}`;

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/shared-browser';

/** A browser holding a push subscription; `unsubscribe` answers as the test says. */
function browserWithPush(unsubscribe: () => Promise<boolean>) {
  const subscription = { endpoint: ENDPOINT, unsubscribe: vi.fn(unsubscribe) };
  const pushManager = { getSubscription: vi.fn(async () => subscription) };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  return subscription;
}

describe('session', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('loads the player and then the balance at start-up, and shows the cash chip without a zero bonus', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100000, 0),
    });
    renderRoute(null, { path: '/promotions' });

    const cash = await screen.findByRole('link', { name: 'Cash balance ₹1,00,000.00' });
    expect(cash).toHaveAttribute('href', '/myaccount/deposit');
    expect(screen.queryByRole('link', { name: /Bonus balance/ })).toBeNull();
    const avatar = screen.getByRole('link', { name: 'AR my profile' });
    expect(avatar).toHaveAttribute('href', '/myaccount/profile');
    expect(avatar).toHaveTextContent('AR');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    // The reality check's setting (decision 033) and the answer to the privacy notice
    // (decision 070) are read once signed in, after the two, in either order.
    await waitFor(() => {
      const calls = requestsOf(fetchMock).filter((call) => call.includes('/api/customer/'));
      expect(calls.slice(0, 2)).toEqual([
        'GET /api/customer/self',
        'GET /api/customer/self/wallet',
      ]);
      expect(calls.slice(2).sort()).toEqual([
        'GET /api/customer/self/consent',
        'GET /api/customer/self/protections',
      ]);
    });
  });

  it('shows the bonus chip when there is a bonus balance', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(10, 20.5),
    });
    renderRoute(null, { path: '/promotions' });

    const bonus = await screen.findByRole('link', { name: 'Bonus balance ₹20.50' });
    expect(bonus).toHaveAttribute('href', '/myaccount/bonus');
  });

  it('sends a signed-out visitor of the account area home and opens sign-in', async () => {
    mockApi({});
    const { router } = renderRoute(null, { path: '/myaccount/profile' });

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(today()));
  });

  it('signs the player out and goes home when the refresh is refused', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'revoked' });
    const fetchMock = mockApi({
      'GET /api/customer/self': unauthorized(),
      'POST /api/aic/auth/refresh-token': unauthorized(),
    });
    const { router } = renderRoute(null, { path: '/promotions' });

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(localStorage.getItem('signedIn')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(today()));
    expect(requestsOf(fetchMock).filter((call) => call.includes('refresh-token'))).toHaveLength(1);
  });

  it('logs out from the account area: the server session ends and nothing asks to sign in', async () => {
    const user = userEvent.setup();
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(10),
      'POST /api/aic/auth/logout': { status: 204, body: null },
    });
    const { router } = renderRoute(null, { path: '/myaccount' });

    // Looked up after the redirect to Profile: the route view is re-created on every path change.
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myaccount/profile');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const account = screen.getByRole('region', { name: 'My account' });
    await user.click(within(account).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain('POST /api/aic/auth/logout');
    expect(readAccessToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(today()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: /Cash balance/ })).toBeNull();
  });

  const logOutFromAccount = async (replies: Record<string, unknown>) => {
    const user = userEvent.setup();
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(10),
      'POST /api/aic/auth/logout': { status: 204, body: null },
      ...replies,
    });
    renderRoute(null, { path: '/myaccount' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'My account' });
    await user.click(within(account).getByRole('button', { name: 'Logout' }));
    return fetchMock;
  };

  it("stops this browser's pushes at logout: the server forgets its endpoint, then the browser unsubscribes, before the session ends", async () => {
    const subscription = browserWithPush(async () => true);
    const forgotten: unknown[] = [];
    const fetchMock = await logOutFromAccount({
      'DELETE /api/customer/self/push/subscriptions': (request: MockRequest) => {
        // The session still holds when the server is asked: the bearer token goes with it.
        forgotten.push({ body: request.body, token: request.token });
        return { status: 204, body: null };
      },
    });

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(forgotten).toEqual([{ body: { endpoint: ENDPOINT }, token: 'access-1' }]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    const calls = requestsOf(fetchMock);
    expect(calls.indexOf('DELETE /api/customer/self/push/subscriptions')).toBeLessThan(
      calls.indexOf('POST /api/aic/auth/logout'),
    );
    expect(readAccessToken()).toBeNull();
  });

  it('logs out when the server refuses to forget the browser and the browser never unsubscribes', async () => {
    const subscription = browserWithPush(() => new Promise<boolean>(() => {}));
    const fetchMock = await logOutFromAccount({
      'DELETE /api/customer/self/push/subscriptions': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' },
      },
    });

    expect(
      await screen.findByRole('button', { name: 'Login' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(requestsOf(fetchMock)).toContain('POST /api/aic/auth/logout');
    expect(readAccessToken()).toBeNull();
  });
});
