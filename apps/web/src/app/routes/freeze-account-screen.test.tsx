import { FREEZE_MESSAGES, FREEZE_ACCOUNT_PATH } from '@furlong/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken, storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { mockApi, type MockRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

describe('freeze account screen', { timeout: 20_000 }, () => {
  it('freezes only on a tap, with the token from the link, and forgets the session here', async () => {
    const user = userEvent.setup();
    storeTokens({ accessToken: 'access-1' });
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(10),
      'POST /api/aic/auth/freeze-account': ({ body }: MockRequest) => {
        bodies.push(body);
        return { message: FREEZE_MESSAGES.frozen };
      },
    });
    const { router } = renderRoute(null, { path: `${FREEZE_ACCOUNT_PATH}#signed.token.value` });

    const button = await screen.findByRole('button', { name: 'Freeze my account' });
    expect(bodies).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(FREEZE_MESSAGES.frozen)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'signed.token.value' }]);
    expect(readAccessToken()).toBeNull();
    // Signed out here too, and the confirmation stays on screen.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(FREEZE_MESSAGES.frozen)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(FREEZE_ACCOUNT_PATH);
  });

  it('says a link without a token is not valid', async () => {
    mockApi({});
    renderRoute(null, { path: FREEZE_ACCOUNT_PATH });
    expect(await screen.findByText(FREEZE_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Freeze my account' })).toBeDisabled();
  });
});
