import { MESSAGES } from '@furlong/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken } from '../lib/auth-tokens';
import { buildPlayer, buildWallet, sessionReply } from '../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../test/mock-api';
import { renderRoute } from '../test/render';
import { CHANGE_PASSWORD_PROMPT } from './dialogs/account-dialogs';

describe('forgotten password and registration hand-offs', { timeout: 30_000 }, () => {
  it('sends a code, signs in with it and asks for a new password on the profile', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/aic/auth/request-otp': ({ body }: MockRequest) => {
        bodies.push(body);
        return { status: 202, body: { message: 'If an account matches, a code has been sent.' } };
      },
      'POST /api/aic/auth/login': ({ body }: MockRequest) => {
        bodies.push(body);
        return sessionReply('access-otp', 'refresh-otp');
      },
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(0),
    });
    const { router } = renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('button', {
        name: 'Forgot password',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText(MESSAGES.emailRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'Asha@Example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(
      await within(dialog).findByText('Please enter the OTP recieved to validate.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(MESSAGES.otpInvalid)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1' }));
    await user.paste('654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    // The code is the proof: the forgotten password is not asked for.
    expect(within(change).queryByLabelText('Current Password')).toBeNull();
    expect(await screen.findByText(CHANGE_PASSWORD_PROMPT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull();
    expect(router.state.location.pathname).toBe('/myaccount/profile');
    expect(readAccessToken()).toBe('access-otp');
    expect(bodies).toEqual([
      { identifier: 'asha@example.in', email: 'asha@example.in', tenant: 'furlong' },
      { identifier: 'asha@example.in', value: '654321', type: 'OTP', tenant: 'furlong' },
    ]);
    // The profile's own sections (two-step sign-in, signed-in devices) load as it opens.
    const profileSections = /\/self\/(second-factor|sessions)$/;
    // The reality check's setting (decision 033) and the answer to the privacy notice
    // (decision 070), read once signed in, in either order.
    await waitFor(() => {
      const calls = requestsOf(fetchMock).filter(
        (call) => call.includes('/api/customer/') && !profileSections.test(call),
      );
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

  it('says the product words when the code is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/aic/auth/request-otp': { status: 202, body: { message: 'Sent' } },
      'POST /api/aic/auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' },
      },
    });
    renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('button', {
        name: 'Forgot password',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(within(dialog).getByLabelText('Email'), 'asha@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1' }));
    await user.paste('111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByText(MESSAGES.forgotPasswordFailed)).toBeInTheDocument();
  });

  it('opens sign-in after a registration from the sign-up dialog when the codes are left for later, filled in with the email', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/customer/self/register': {
        status: 201,
        body: { message: 'Registration received. Please sign in to continue.' },
      },
    });
    renderRoute(null, { path: '/promotions' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('button', {
        name: 'Sign up',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    const values: Record<string, string> = {
      'First Name': 'Asha',
      'Last Name': 'Rao',
      Email: 'asha@example.in',
      Mobile: '9876543210',
      Day: '17',
      Month: '5',
      Year: '1990',
      Password: 'Strong@2026',
      State: 'Karnataka',
    };
    Object.entries(values).forEach(([label, value]) =>
      fireEvent.change(within(dialog).getByLabelText(label, { selector: 'input, select' }), {
        target: { value },
      }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(
      await within(dialog).findByText('Registration received. Please sign in to continue.'),
    ).toBeInTheDocument();
    // Both codes are asked for on one step; sign-in waits until they are left for later.
    expect(within(dialog).getByLabelText('Email code')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile code')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Verify later' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull();
    expect(within(signIn).getByLabelText('Email/Mobile')).toHaveValue('asha@example.in');
    // The password is all that is left to type: it has the focus.
    await waitFor(() => expect(within(signIn).getByLabelText('Password')).toHaveFocus());
  });

  it('shows the registration form as a page, with the terms one click away', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderRoute(null, { path: '/retail/registration' });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(within(main).getByLabelText('State', { selector: 'select' })).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Terms and Conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(await within(terms).findByText(/21 years or older/)).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
