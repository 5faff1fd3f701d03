import { indiaDayOf, type OperatorSessionResponse } from '@furlong/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken } from '../../../../lib/auth-tokens';
import { mockApi, requestsOf, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { readOperatorAccessToken, readOperatorRefreshToken } from '../../../lib/operator-tokens';
import { OPERATOR_SELF } from '../../../test/operator-data';

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

  it('asks an enrolled operator for the code, shows a refusal, then signs in', async () => {
    const user = userEvent.setup();
    const today = indiaDayOf(Date.now());
    const sent: unknown[] = [];
    mockApi({
      'POST /api/operator/auth/login': {
        status: 202,
        body: { secondFactor: 'TOTP', challenge: 'challenge-1', expiresIn: 300 },
      },
      'POST /api/operator/auth/second-factor': ({ body }: MockRequest) =>
        sent.push(body) && (body as { code: string }).code === '123456'
          ? session
          : {
              status: 401,
              body: {
                statusCode: 401,
                code: 'INVALID_CREDENTIALS',
                message: 'That code is not right.',
              },
            },
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${today}`]: { day: today, races: [] },
    });
    const { router } = renderRoute(null, { path: '/operator/login' });

    await user.type(await screen.findByLabelText('Email'), 'ravi@furlong.test');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code');
    expect(readOperatorAccessToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from your authenticator app',
    );
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/board'));
    expect(readOperatorAccessToken()).toBe('op-access-1');
    expect(sent).toHaveLength(2);
    expect(sent.at(-1)).toEqual({ challenge: 'challenge-1', code: '123456' });
  });

  it('enrols at the first sign-in: QR code, first code, recovery codes shown once', async () => {
    const user = userEvent.setup();
    const today = indiaDayOf(Date.now());
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);
    mockApi({
      'POST /api/operator/auth/login': {
        status: 202,
        body: {
          secondFactor: 'TOTP',
          challenge: 'challenge-2',
          expiresIn: 300,
          enrolment: {
            otpauthUri: 'otpauth://totp/Furlong:ravi?secret=JBSWY3DPEHPK3PXP',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        },
      },
      'POST /api/operator/auth/second-factor': { ...session, recoveryCodes },
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${today}`]: { day: today, races: [] },
    });
    const { router } = renderRoute(null, { path: '/operator/login' });

    await user.type(await screen.findByLabelText('Email'), 'ravi@furlong.test');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('abcde-fgh0k');
    // Not signed in until the codes are acknowledged: they would vanish with the screen.
    expect(readOperatorAccessToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/board'));
    expect(readOperatorAccessToken()).toBe('op-access-1');
  });
});
