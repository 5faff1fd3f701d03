import { STEP_UP_MESSAGES } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SecondFactorSection } from './second-factor-section';

const BASE = '/api/customer/self/second-factor';
const stepUpRequired = {
  status: 403,
  body: { statusCode: 403, code: 'STEP_UP_REQUIRED', message: STEP_UP_MESSAGES.required },
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);

function renderSection(replies: Record<string, unknown>) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  mockApi(replies);
  renderRoute(<SecondFactorSection />, { path: '/profile', pattern: '/profile' });
  return userEvent.setup();
}

describe('Profile › Two-step sign-in', { timeout: 30_000 }, () => {
  it('turns on: a proof, the QR code and key, the first code, then the recovery codes once', async () => {
    const sent: MockRequest[] = [];
    const user = renderSection({
      [`GET ${BASE}`]: { enabled: false },
      [`POST ${BASE}`]: (request: MockRequest) => {
        sent.push(request);
        return (request.body as { password?: string }).password === 'Demo@2026'
          ? {
              status: 201,
              body: {
                otpauthUri: 'otpauth://totp/Furlong:asha?secret=JBSWY3DPEHPK3PXP',
                qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
                secret: 'JBSWY3DPEHPK3PXP',
              },
            }
          : stepUpRequired;
      },
      [`POST ${BASE}/confirm`]: (request: MockRequest) => {
        sent.push(request);
        return { recoveryCodes };
      },
    });
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(within(section).getByRole('status')).toHaveTextContent('Off');
    const turnOn = within(section).getByRole('button', { name: 'Turn on' });
    expect(turnOn).toHaveStyle({ minHeight: '44px' });
    await user.click(turnOn);

    // No recent proof: the password is asked in place, with the server's words.
    expect(await within(section).findByText(STEP_UP_MESSAGES.required)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Use authenticator code' })).toBeNull();
    await user.type(within(section).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    const qr = await within(section).findByRole('img', {
      name: 'QR code for your authenticator app',
    });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Code from your authenticator app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(section).getByRole('status')).toHaveTextContent(/^On/);
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      {},
      { password: 'Demo@2026' },
      { code: '123456' },
    ]);
  });

  it('turns off with a code of the authenticator app, or with the password', async () => {
    const calls: unknown[] = [];
    let isProved = false;
    const user = renderSection({
      [`GET ${BASE}`]: { enabled: true },
      'POST /api/aic/identity/self/step-up': ({ body }: MockRequest) => {
        calls.push(body);
        isProved = true;
        return { message: STEP_UP_MESSAGES.proved, provedUntil: '2031-03-01T06:05:00.000Z' };
      },
      [`DELETE ${BASE}`]: ({ body }: MockRequest) => {
        calls.push(`DELETE ${JSON.stringify(body ?? null)}`);
        return isProved ? { enabled: false } : stepUpRequired;
      },
    });
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(within(section).getByRole('status')).toHaveTextContent(/^On/);
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));

    const field = await within(section).findByLabelText('Code from your authenticator app');
    await user.click(within(section).getByRole('button', { name: 'Use password' }));
    expect(within(section).getByLabelText('Password')).toBeInTheDocument();
    const back = within(section).getByRole('button', { name: 'Use authenticator code' });
    expect(back).toHaveStyle({ minHeight: '44px' });
    await user.click(back);
    expect(field).not.toBeInTheDocument();
    await user.type(within(section).getByLabelText('Code from your authenticator app'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Off'));
    expect(calls).toEqual(['DELETE null', { totp: '654321' }, 'DELETE null']);
  });
});
