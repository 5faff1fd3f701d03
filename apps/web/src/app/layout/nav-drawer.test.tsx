import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken, storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { mockApi, requestsOf } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

// jsdom has no matchMedia, so the shell takes the small-screen layout with its menu button.
const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  await screen.findByRole('button', { name: 'Close menu' });
  const drawer = document.getElementById('nav-drawer');
  if (!drawer) throw new Error('the drawer did not open');
  return within(drawer);
};

describe('side drawer', { timeout: 30_000 }, () => {
  it('signed in: initials, first name, email, mobile, cash and bonus links, and Logout', async () => {
    const user = userEvent.setup();
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(2500, 75),
      'POST /api/aic/auth/logout': { status: 204, body: null },
    });
    renderRoute(null, { path: '/promotions' });
    await screen.findByRole('link', { name: /Cash balance/ });

    const drawer = await openDrawer(user);
    expect(drawer.queryByRole('img', { name: 'Furlong' })).toBeNull();
    expect(drawer.getByText('AR')).toBeInTheDocument();
    expect(drawer.getByText('Asha')).toBeInTheDocument();
    expect(drawer.getByText('asha@example.in')).toBeInTheDocument();
    expect(drawer.getByText('9876543210')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Cash balance ₹2,500.00' })).toHaveAttribute(
      'href',
      '/myaccount/deposit',
    );
    expect(drawer.getByRole('link', { name: 'Bonus balance ₹75.00' })).toHaveAttribute(
      'href',
      '/myaccount/bonus',
    );
    expect(drawer.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain('POST /api/aic/auth/logout');
    expect(readAccessToken()).toBeNull();
  });

  it('hides the bonus button at zero, and shows the logo and no account when signed out', async () => {
    const user = userEvent.setup();
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(10, 0),
    });
    const view = renderRoute(null, { path: '/promotions' });
    await screen.findByRole('link', { name: /Cash balance/ });
    const signedIn = await openDrawer(user);
    await waitFor(() =>
      expect(signedIn.getByRole('link', { name: 'Cash balance ₹10.00' })).toBeInTheDocument(),
    );
    expect(signedIn.queryByRole('link', { name: /Bonus balance/ })).toBeNull();
    view.unmount();
    localStorage.clear();

    mockApi({});
    renderRoute(null, { path: '/promotions' });
    const signedOut = await openDrawer(user);
    expect(signedOut.getByRole('img', { name: 'Furlong' })).toBeInTheDocument();
    expect(signedOut.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(signedOut.queryByRole('link', { name: /Cash balance/ })).toBeNull();
  });

  it('has the race calendar: a phone reaches another day and its results, and the menu closes', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/mc/race-days?from=2025-11-01&to=2025-11-30': ['2025-11-12', '2025-11-14'],
      '/api/mc/sport-fixture?active=true&date=2025-11-12': [],
    });
    const view = renderRoute(null, { path: '/races/2025-11-14' });
    const drawer = await openDrawer(user);
    expect(await drawer.findByRole('region', { name: 'November 2025' })).toBeInTheDocument();
    expect(drawer.getByRole('time', { name: /^India time / })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Results and winning prices' })).toHaveAttribute(
      'href',
      '/races/2025-11-14/results',
    );

    await user.click(
      await drawer.findByRole('link', { name: /^Wednesday 12 November 2025.*races/ }),
    );
    expect(view.router.state.location.pathname).toBe('/races/2025-11-12');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close menu' })).toBeNull());
  });
});
