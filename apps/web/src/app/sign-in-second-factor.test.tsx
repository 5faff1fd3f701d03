import { SECOND_FACTOR_MESSAGES } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken } from '../lib/auth-tokens';
import { buildPlayer, buildWallet, sessionReply } from '../test/account-data';
import { mockApi, type MockRequest } from '../test/mock-api';
import { renderRoute } from '../test/render';

const challengeReply = {
  status: 202,
  body: { secondFactor: 'TOTP', challenge: 'challenge-1', expiresIn: 300 },
};
const codeFailed = {
  status: 401,
  body: {
    statusCode: 401,
    code: 'INVALID_CREDENTIALS',
    message: SECOND_FACTOR_MESSAGES.codeFailed,
    issues: [{ path: 'code', message: SECOND_FACTOR_MESSAGES.codeFailed }],
  },
};

/** Two-step sign-in on: the sign-in dialog asks the authenticator's code after a 202. */
describe('signing in with two-step sign-in on', { timeout: 30_000 }, () => {
  const mockSecondStep = (sent: unknown[]) =>
    mockApi({
      'POST /api/aic/auth/login': challengeReply,
      'POST /api/aic/auth/request-otp': { status: 202, body: { message: 'OTP sent successfully' } },
      'POST /api/aic/auth/second-factor': ({ body }: MockRequest) => {
        sent.push(body);
        return (body as { code: string }).code === '246810'
          ? sessionReply('access-2', 'refresh-2')
          : codeFailed;
      },
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100, 0),
    });

  it('asks for the code after the password; a wrong code says so and the right one signs in', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockSecondStep(sent);
    renderRoute(null, { path: '/promotions' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email/Mobile'), 'asha@example.in');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const code = await within(dialog).findByLabelText('Authenticator or recovery code');
    expect(readAccessToken()).toBeNull();
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(SECOND_FACTOR_MESSAGES.codeFailed)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Authenticator or recovery code'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    expect(readAccessToken()).toBe('access-2');
    expect(sent).toEqual([
      { challenge: 'challenge-1', code: '111111' },
      { challenge: 'challenge-1', code: '246810' },
    ]);
  });

  it('asks for the code after a sign-in code too', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockSecondStep(sent);
    renderRoute(null, { path: '/promotions' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with a code' }));
    await user.type(within(dialog).getByLabelText('Email/Mobile'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    for (const [index, digit] of [...'135790'].entries())
      await user.type(
        await within(dialog).findByRole('textbox', { name: `Digit ${index + 1}` }),
        digit,
      );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await user.type(
      await within(dialog).findByLabelText('Authenticator or recovery code'),
      '246810',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    expect(readAccessToken()).toBe('access-2');
  });
});
