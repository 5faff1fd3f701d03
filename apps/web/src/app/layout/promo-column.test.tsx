import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { useSession } from '../session-context';
import { PromoColumn } from './promo-column';

function PromoWithProbe() {
  const { isSignInOpen } = useSession();
  return (
    <>
      <PromoColumn />
      <output aria-label="sign-in state">{isSignInOpen ? 'sign-in open' : 'sign-in closed'}</output>
    </>
  );
}

describe('promo image', () => {
  it('opens sign-in when signed out, and stays on the page', async () => {
    mockApi({});
    const { router } = renderRoute(<PromoWithProbe />, { path: '/promotions', pattern: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Welcome offer: sign in to play' }));
    expect(screen.getByLabelText('sign-in state')).toHaveTextContent('sign-in open');
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('goes home when signed in', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({ '/api/customer/self': buildPlayer(), '/api/customer/self/wallet': buildWallet(0) });
    const { router } = renderRoute(<PromoWithProbe />, { path: '/promotions', pattern: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Welcome offer: go to races' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('sign-in state')).toHaveTextContent('sign-in closed');
  });
});
