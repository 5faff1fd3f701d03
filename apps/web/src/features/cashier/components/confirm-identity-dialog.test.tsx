import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

const proved = { message: 'Thank you.', provedUntil: '2031-03-01T06:05:00.000Z' };

function renderDialog(enabled: boolean, bodies: unknown[]) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  mockApi({
    'GET /api/customer/self/second-factor': { enabled },
    'POST /api/aic/identity/self/step-up': ({ body }: MockRequest) => {
      bodies.push(body);
      return proved;
    },
  });
  const onConfirmed = vi.fn();
  renderRoute(<ConfirmIdentityDialog onClose={() => {}} onConfirmed={onConfirmed} />, {
    path: '/confirm',
    pattern: '/confirm',
  });
  return { user: userEvent.setup(), onConfirmed };
}

describe("Confirm it's you", { timeout: 30_000 }, () => {
  it('offers the authenticator code when two-step sign-in is on, and sends it as totp', async () => {
    const bodies: unknown[] = [];
    const { user, onConfirmed } = renderDialog(true, bodies);
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const useApp = await within(dialog).findByRole('button', { name: 'Use authenticator code' });
    expect(useApp).toHaveStyle({ minHeight: '44px' });
    await user.click(useApp);
    await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(bodies).toEqual([{ totp: '123456' }]);
  });

  it('does not offer it when two-step sign-in is off', async () => {
    const bodies: unknown[] = [];
    const { user, onConfirmed } = renderDialog(false, bodies);
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(within(dialog).queryByRole('button', { name: 'Use authenticator code' })).toBeNull();
    expect(bodies).toEqual([{ password: 'Demo@2026' }]);
  });
});
