import type { PlaySession, Protections } from '@furlong/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, requestsOf } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import RealityCheck from './reality-check';

const protections = (realityCheckMinutes: Protections['realityCheckMinutes']): Protections => ({
  limits: [],
  timeOutUntil: null,
  selfExcludedUntil: null,
  selfExclusionReturnFrom: null,
  realityCheckMinutes,
  priceChangePolicy: 'ASK',
  marketingConsent: false,
  closedAt: null,
});

/** A session whose 15th minute is half a second away. */
const nearlyFifteenMinutes = (): PlaySession => ({
  startedAt: new Date(Date.now() - 15 * 60_000 + 500).toISOString(),
  minutes: 14,
  stakes: 500,
  returns: 120,
  net: -380,
});

function open(minutes: Protections['realityCheckMinutes']) {
  // Signed in: account queries are dropped for a signed-out visitor.
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({
    '/api/customer/self/protections': protections(minutes),
    // Timed from the moment it is asked for, however slow the first render.
    '/api/customer/self/protections/session': () => nearlyFifteenMinutes(),
  });
  const onSignOut = vi.fn();
  renderRoute(<RealityCheck onSignOut={onSignOut} />, { path: '/', pattern: '/' });
  return { fetchMock, onSignOut };
}

describe('reality check', () => {
  it('shows the time spent and the net result when the interval comes round; Continue closes it', async () => {
    open(15);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('You have been playing for 15 minutes.');
    expect(dialog).toHaveTextContent('Net loss₹380.00');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });

  it('signs out on Stop and sign out', async () => {
    const { onSignOut } = open(15);
    await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Stop and sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('stays silent when the player has no reminder set', async () => {
    const { fetchMock } = open(null);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsOf(fetchMock)).not.toContain('GET /api/customer/self/protections/session');
    expect(requestsOf(fetchMock)).toContain('GET /api/customer/self/protections');
  });
});
