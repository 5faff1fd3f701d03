import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../test/account-data';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { useSession } from '../session-context';
import { AccountDialogs } from './account-dialogs';
import { ContentDialogs } from './content-dialogs';
import { useDialogs, type DialogName } from './dialog-context';

/** The twelve account and content dialogs of issue 3 (the beneficiary ones belong to the cashier). */
const SPEC_DIALOGS: [DialogName, string][] = [
  ['signIn', 'Sign in'],
  ['signUp', 'Sign up'],
  ['forgotPassword', 'Forgot password'],
  ['verifyEmail', 'Verify email'],
  ['verifyMobile', 'Verify mobile'],
  ['terms', 'Terms and Conditions'],
  ['privacy', 'Privacy Policy'],
  ['help', 'Help'],
  ['responsibleGambling', 'Responsible Gambling'],
  ['bettingRules', 'Betting Rules'],
  ['changePassword', 'Change password'],
  ['editProfile', 'Edit profile'],
];

function Harness() {
  const dialogs = useDialogs();
  const { player } = useSession();
  const openAll = () => {
    for (const [name] of SPEC_DIALOGS) dialogs.open(name);
  };
  return (
    <>
      {/* The verify and profile dialogs render only once the player is loaded. */}
      {player && <button onClick={openAll}>Open all</button>}
      <AccountDialogs />
      <ContentDialogs />
    </>
  );
}

const openTitles = () =>
  screen
    .queryAllByRole('dialog', { hidden: true })
    .map((dialog) => dialog.getAttribute('aria-labelledby'))
    .map((id) => (id ? document.getElementById(id)?.textContent : null))
    .sort();

describe('dialogs', { timeout: 60_000 }, () => {
  it('open all twelve at once, ignore Escape, and each closes alone from its X', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(500),
      'POST /api/aic/identity/self/request-verification': {
        status: 202,
        body: { message: 'OTP sent successfully' },
      },
    });
    renderRoute(<Harness />, { path: '/dialogs', pattern: '/dialogs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open all' }));
    const titles = SPEC_DIALOGS.map(([, title]) => title);
    await waitFor(() => expect(openTitles()).toEqual([...titles].sort()), { timeout: 30_000 });

    for (const dialog of screen.getAllByRole('dialog', { hidden: true }))
      fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(openTitles()).toHaveLength(12);

    // Bottom of the stack first: closing one under the others leaves every other open.
    let remaining = [...titles];
    for (const title of titles) {
      const dialog = screen.getByRole('dialog', { name: title, hidden: true });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
      remaining = remaining.filter((other) => other !== title);
      await waitFor(() => expect(openTitles()).toEqual([...remaining].sort()));
    }
  });
});
