import { MESSAGES, STEP_UP_MESSAGES, type CustomerSelf } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken, storeTokens } from '../lib/auth-tokens';
import { buildPlayer, buildWallet, sessionReply } from '../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../test/mock-api';
import { renderRoute } from '../test/render';
import { reference } from '../test/race-data';
import { stubScreenWidth } from '../test/screen-width';

function openProfile(player: CustomerSelf, replies: Record<string, unknown> = {}) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({
    'GET /api/customer/self': player,
    'GET /api/customer/self/wallet': buildWallet(500),
    ...replies,
  });
  const view = renderRoute(null, { path: '/myaccount/profile' });
  return { ...view, fetchMock };
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1' }));
  await user.keyboard(code);
};

describe('account area', { timeout: 30_000 }, () => {
  it('on a phone opens on the account tabs, not under the carousel and notices', async () => {
    stubScreenWidth(360);
    openProfile(buildPlayer());

    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
  });

  it('while deposits are off, the deposit page says how to fund the account instead', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(0),
      '/api/mc/reference': reference,
    });
    renderRoute(null, { path: '/myaccount/deposit' });

    expect(
      await screen.findByText('Deposits are disabled until further notice.'),
    ).toBeInTheDocument();
    const howTo = screen.getByTestId('how-to-fund');
    await waitFor(() => expect(howTo).toHaveTextContent('(Bangalore, Mysore)'));
    expect(howTo).toHaveTextContent('betting counter of a racing club');
    expect(howTo).toHaveTextContent('registered mobile number (9876543210)');
    expect(
      within(howTo).getByRole('link', { name: 'Register for retail betting' }),
    ).toHaveAttribute('href', '/retail/registration');
  });

  it('on a wide screen keeps the notices above the account', async () => {
    stubScreenWidth(1366);
    openProfile(buildPlayer());

    expect(await screen.findByRole('region', { name: 'Notices' })).toBeInTheDocument();
  });

  it('shows a PENDING KYC badge and hides the upload link while the check runs', async () => {
    openProfile(buildPlayer({ kycVerificationStatus: 'PENDING' }));

    expect(await screen.findByText('PENDING')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload PAN details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('shows the rejection reason and a link to upload again', async () => {
    openProfile(
      buildPlayer({ kycVerificationStatus: 'REJECTED', kycRejectionReason: 'Image unreadable' }),
    );

    expect(await screen.findByText('Reason: Image unreadable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update PAN details' })).toBeInTheDocument();
  });

  it('verifies the email with a code sent on opening', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    const { fetchMock } = openProfile(buildPlayer(), {
      'POST /api/aic/identity/self/request-verification': ({ body }: MockRequest) => {
        calls.push(body);
        return { status: 202, body: { message: 'OTP sent successfully' } };
      },
      'POST /api/aic/identity/self/verify': ({ body }: MockRequest) => {
        calls.push(body);
        return { emailVerified: true };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Verify email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify email' });
    expect(within(dialog).getByText('asha@example.in')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([{ identifier: 'asha@example.in' }]));

    await typeCode(user, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByText(MESSAGES.otpInvalid)).toBeInTheDocument();

    await typeCode(user, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));

    expect(await screen.findByText('Email validated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify email' })).toBeNull());
    expect(calls.at(-1)).toEqual({ identifier: 'asha@example.in', otp: '123456' });
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify mobile' })).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((call) => call.endsWith('/verify'))).toHaveLength(1);
  });

  it('saves the profile, uploads the PAN card and closes 2 seconds later', async () => {
    // As a player who switches the file picker to "All files".
    const user = userEvent.setup({ applyAccept: false });
    const saved: unknown[] = [];
    const uploads: File[][] = [];
    const player = buildPlayer();
    openProfile(player, {
      'POST /api/customer/self': ({ body }: MockRequest) => {
        saved.push(body);
        return { ...player, traits: { ...player.traits, taxNumber: '******234F' } };
      },
      'POST /api/customer/self/upload': ({ body }: MockRequest) => {
        uploads.push((body as FormData).getAll('file') as File[]);
        return { ...player, kycVerificationStatus: 'PENDING' };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.panRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.address1Required)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.cityRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('PAN'), 'abcde1234f!');
    expect(within(dialog).getByLabelText('PAN')).toHaveValue('ABCDE1234F');
    await user.type(within(dialog).getByLabelText('Address1'), '12 MG Road');
    await user.type(within(dialog).getByLabelText('City'), 'Bengaluru 1');
    const upload = within(dialog).getByLabelText('Upload PAN card');
    await user.upload(upload, new File(['%PDF'], 'pan.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Selected documents could not be added')).toBeInTheDocument();
    await user.upload(upload, new File(['gif'], 'pan.gif', { type: 'image/gif' }));
    expect(within(dialog).queryByText('Selected documents could not be added')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.cityInvalid)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Bengaluru');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Details updated successfully.')).toBeInTheDocument();
    expect(saved).toEqual([
      { taxNumber: 'ABCDE1234F', address1: '12 MG Road', address2: '', city: 'Bengaluru' },
    ]);
    expect(uploads.map((files) => files.map((file) => file.name))).toEqual([['pan.gif']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit profile' })).toBeNull(), {
      timeout: 4000,
    });
    expect(await screen.findByText('PENDING')).toBeInTheDocument();
  });

  it('changes the password with the current one and keeps the new session', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    openProfile(buildPlayer(), {
      'POST /api/aic/identity/self/change-password': ({ body }: MockRequest) => {
        bodies.push(body);
        return (body as { currentPassword?: string }).currentPassword === 'Demo@2026'
          ? sessionReply('access-2', 'refresh-2')
          : {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: STEP_UP_MESSAGES.failed,
                issues: [{ path: 'currentPassword', message: STEP_UP_MESSAGES.failed }],
              },
            };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(STEP_UP_MESSAGES.currentPasswordRequired),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(MESSAGES.newPasswordRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current Password'), 'Wrong@2026');
    await user.type(within(dialog).getByLabelText('New Password'), 'Better@2026');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Better@2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Better@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STEP_UP_MESSAGES.failed)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Current Password'));
    await user.type(within(dialog).getByLabelText('Current Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Password Changed Successfully.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ newPassword: 'Better@2026', currentPassword: 'Demo@2026' });
    expect(readAccessToken()).toBe('access-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
