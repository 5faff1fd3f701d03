import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { clearTokens, storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { StateBanner } from './state-banner';

describe('the state banner', () => {
  afterEach(() => clearTokens());

  it("shows in the app shell for a signed-in player whose state winds down, with the operator's reason, and leads to the withdraw screen", async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const player = buildPlayer({
      legal: { mode: 'WIND_DOWN', reason: 'Kerala notification G.O. 12/2031' },
    });
    mockApi({
      'GET /api/customer/self': { ...player, traits: { ...player.traits, state: 'Kerala' } },
      'GET /api/customer/self/wallet': buildWallet(1000, 0),
    });
    const { router } = renderRoute(null, { path: '/promotions' });
    const banner = await screen.findByTestId('state-banner');
    expect(banner).toHaveTextContent('Furlong is winding down in Kerala');
    expect(banner).toHaveTextContent('Why: Kerala notification G.O. 12/2031');
    await userEvent.click(screen.getByRole('link', { name: 'Withdraw my balance' }));
    expect(router.state.location.pathname).toBe(paths.withdraw);
  });

  it('says a state that is OFF is not served', () => {
    renderRoute(<StateBanner state="Goa" status={{ mode: 'OFF', reason: 'Act of 2025' }} />, {
      path: '/',
      pattern: '*',
    });
    expect(screen.getByTestId('state-banner')).toHaveTextContent('Furlong is not available in Goa');
  });

  it('shows nothing while the state is LIVE, nor to a signed-out visitor', async () => {
    renderRoute(<StateBanner state="Goa" status={{ mode: 'LIVE', reason: null }} />, {
      path: '/',
      pattern: '*',
    });
    expect(screen.queryByTestId('state-banner')).toBeNull();
    mockApi({});
    renderRoute(null, { path: '/promotions' });
    expect(await screen.findAllByRole('button', { name: 'Login' })).not.toHaveLength(0);
    expect(screen.queryByTestId('state-banner')).toBeNull();
  });
});
