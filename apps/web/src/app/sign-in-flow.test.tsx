import { indiaDayOf, MESSAGES } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken, readRefreshToken } from '../lib/auth-tokens';
import { buildPlayer, buildWallet, sessionReply } from '../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../test/mock-api';
import { renderRoute } from '../test/render';

const ACCOUNT_CALLS = /\/api\/(aic|customer)\//;

describe('signing in', { timeout: 20_000 }, () => {
  it('logs in, loads details then balance, closes the dialog and stays where the player was', async () => {
    const user = userEvent.setup();
    let isDialogOpenWhenBalanceLoads: boolean | undefined;
    const fetchMock = mockApi({
      'POST /api/aic/auth/login': ({ body }: MockRequest) =>
        JSON.stringify(body) ===
        JSON.stringify({
          identifier: 'asha@example.in',
          value: 'Demo@2026',
          type: 'PASSWORD',
          tenant: 'furlong',
        })
          ? sessionReply('access-1', 'refresh-1')
          : {
              status: 400,
              body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad body' },
            },
      'GET /api/customer/self': ({ token }: MockRequest) =>
        token === 'access-1' ? buildPlayer() : { status: 401, body: {} },
      'GET /api/customer/self/wallet': () => {
        isDialogOpenWhenBalanceLoads = screen.queryByRole('dialog', { name: 'Sign in' }) !== null;
        return buildWallet(1250.5, 0);
      },
    });
    const { router } = renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email/Mobile'), 'asha@example.in');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    expect(requestsOf(fetchMock).filter((call) => ACCOUNT_CALLS.test(call))).toEqual([
      'POST /api/aic/auth/login',
      'GET /api/customer/self',
      'GET /api/customer/self/wallet',
    ]);
    expect(isDialogOpenWhenBalanceLoads).toBe(true);
    expect(readAccessToken()).toBe('access-1');
    expect(readRefreshToken()).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-1');
    expect(await screen.findByRole('link', { name: 'Cash balance ₹1,250.50' })).toBeInTheDocument();
    // Decision 062: a sign-in returns to where the player was, not home.
    expect(router.state.location.pathname).toBe('/promotions');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('says the product words when the credentials are wrong, and the server words when locked', async () => {
    const user = userEvent.setup();
    let status = 401;
    mockApi({
      'POST /api/aic/auth/login': () => ({
        status,
        body: {
          statusCode: status,
          code: status === 401 ? 'INVALID_CREDENTIALS' : 'ACCOUNT_LOCKED',
          message:
            status === 401 ? 'Nope' : 'Too many failed attempts. Please try again in 15 minutes.',
        },
      }),
    });
    renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText(MESSAGES.identifierRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email/Mobile'), '9876543210');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText(MESSAGES.signInFailed)).toBeInTheDocument();

    status = 423;
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(
      await within(dialog).findByText('Too many failed attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it('moves between sign-in, forgot password and sign-up, and closes only with the X', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(within(signIn).getByRole('button', { name: 'Forgot password' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();

    await user.click(within(forgot).getByRole('button', { name: 'Sign in' }));
    const signInAgain = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(signInAgain).getByRole('button', { name: 'Sign up' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign up' });

    await user.click(within(signUp).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs in with a code sent to the mobile instead of the password', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/aic/auth/request-otp': ({ body }: MockRequest) => {
        bodies.push(body);
        return { status: 202, body: { message: 'If an account matches, a code has been sent.' } };
      },
      'POST /api/aic/auth/login': ({ body }: MockRequest) => {
        bodies.push(body);
        return (body as { value: string }).value === '246810'
          ? sessionReply('access-2', 'refresh-2')
          : {
              status: 401,
              body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Nope' },
            };
      },
      'GET /api/customer/self': () => buildPlayer(),
      'GET /api/customer/self/wallet': () => buildWallet(10, 0),
    });
    const { router } = renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with a code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Please enter Email/Mobile')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email/Mobile'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/code is on its way/);

    for (const [index, digit] of [...'135790'].entries())
      await user.type(within(dialog).getByRole('textbox', { name: `Digit ${index + 1}` }), digit);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    // A wrong code says only what a wrong password says, and the boxes empty for another try.
    expect(await within(dialog).findByText(MESSAGES.signInFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1' })).toHaveValue('');

    for (const [index, digit] of [...'246810'].entries())
      await user.type(within(dialog).getByRole('textbox', { name: `Digit ${index + 1}` }), digit);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    expect(readAccessToken()).toBe('access-2');
    // A code sign-in, like a password one, stays where the player was.
    expect(router.state.location.pathname).toBe('/promotions');
    expect(bodies).toEqual([
      { identifier: '9876543210', purpose: 'SIGN_IN', tenant: 'furlong' },
      {
        identifier: '9876543210',
        value: '135790',
        type: 'OTP',
        tenant: 'furlong',
        purpose: 'SIGN_IN',
      },
      {
        identifier: '9876543210',
        value: '246810',
        type: 'OTP',
        tenant: 'furlong',
        purpose: 'SIGN_IN',
      },
    ]);
  });
});

describe('signing in from a guarded page', { timeout: 20_000 }, () => {
  it('sends the visitor home to sign in, then back to the page they asked for', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/aic/auth/login': sessionReply('access-1', 'refresh-1'),
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(10, 0),
    });
    const { router } = renderRoute(null, { path: '/myaccount/history' });

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe(`/races/${indiaDayOf(Date.now())}`);
    await user.type(within(dialog).getByLabelText('Email/Mobile'), 'asha@example.in');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/history'));
  });
});
