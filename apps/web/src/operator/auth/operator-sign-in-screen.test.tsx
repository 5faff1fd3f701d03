import { indiaDayOf, type OperatorSessionResponse } from '@furlong/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken } from '../../lib/auth-tokens';
import { mockApi, requestsOf, type MockRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { readOperatorAccessToken, readOperatorRefreshToken } from '../lib/operator-tokens';
import { OPERATOR_SELF } from '../test/operator-data';

const session: OperatorSessionResponse = {
  accessToken: 'op-access-1',
  refreshToken: 'op-refresh-1',
  tokenType: 'Bearer',
  expiresIn: 900,
  operator: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name, roles: OPERATOR_SELF.roles },
};

describe('operator sign-in', { timeout: 20_000 }, () => {
  it('sends a console visitor to sign in, then back to the board with operator tokens only', async () => {
    const user = userEvent.setup();
    const today = indiaDayOf(Date.now());
    const fetchMock = mockApi({
      'POST /api/operator/auth/login': ({ body }: MockRequest) =>
        JSON.stringify(body) ===
        JSON.stringify({ email: 'ravi@furlong.test', password: 'Secret@123' })
          ? session
          : {
              status: 401,
              body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong' },
            },
      'GET /api/operator/me': ({ token }: MockRequest) =>
        token === 'op-access-1' ? OPERATOR_SELF : { status: 401, body: {} },
      [`GET /api/operator/races?day=${today}`]: { day: today, races: [] },
    });
    const { router } = renderRoute(null, { path: '/operator/board' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/login'));
    await user.type(await screen.findByLabelText('Email'), 'Ravi@Furlong.test');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('No races on this day.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/board');
    expect(await screen.findByText('Ravi Admin (ADMIN)')).toBeInTheDocument();
    expect(readOperatorAccessToken()).toBe('op-access-1');
    expect(readOperatorRefreshToken()).toBe('op-refresh-1');
    // The player's session is untouched: the two never share storage.
    expect(readAccessToken()).toBeNull();
    expect(requestsOf(fetchMock)[0]).toBe('POST /api/operator/auth/login');
  });

  it("shows the API's message when the credentials are refused", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/operator/auth/login': {
        status: 401,
        body: {
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Email or password is wrong.',
        },
      },
    });
    renderRoute(null, { path: '/operator/login' });

    await user.type(await screen.findByLabelText('Email'), 'ravi@furlong.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is wrong.');
    expect(readOperatorAccessToken()).toBeNull();
  });
});
