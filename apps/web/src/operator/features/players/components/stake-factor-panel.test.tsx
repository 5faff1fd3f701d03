import type { PlayerTradingProfile } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildWallet } from '../../../../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const PLAYER_UID = '00000000-0000-4000-8000-00000000a003';
const PLAYER_PATH = `/api/operator/players/${PLAYER_UID}`;
const detail = {
  player: {
    uid: PLAYER_UID,
    firstname: 'Vikram',
    lastname: 'Shah',
    email: 'vikram@example.in',
    mobile: '9876543211',
    kycStatus: 'VERIFIED',
    createdAt: '2025-11-01T06:00:00.000Z',
    state: 'Maharashtra',
    city: 'Mumbai',
  },
  wallet: buildWallet(0, 0),
  bets: [],
  transactions: [],
};
const profile: PlayerTradingProfile = {
  uid: PLAYER_UID,
  factor: 1,
  maxStakeAtBase: 10_000,
  settledBets: 40,
  profitAndLoss: 18_250.5,
  strikeRate: 0.325,
  averagePrice: 6.4,
};

function open(roles: typeof OPERATOR_SELF.roles, replies: Record<string, unknown> = {}) {
  signInOperator();
  const fetchMock = mockApi({
    'GET /api/operator/me': { ...OPERATOR_SELF, roles },
    [`GET ${PLAYER_PATH}`]: detail,
    [`GET ${PLAYER_PATH}/protections`]: {
      protections: {
        limits: [],
        timeOutUntil: null,
        selfExcludedUntil: null,
        selfExclusionReturnFrom: null,
        realityCheckMinutes: null,
        priceChangePolicy: 'ASK',
        marketingConsent: false,
        closedAt: null,
      },
      history: [],
    },
    [`GET ${PLAYER_PATH}/trading-profile`]: profile,
    ...replies,
  });
  renderRoute(null, { path: `/operator/players/${PLAYER_UID}` });
  return fetchMock;
}

describe('the stake factor in the console', { timeout: 20_000 }, () => {
  it("shows the player's P&L, strike rate and average price beside the factor, and sets a new one with a reason", async () => {
    const sent: unknown[] = [];
    const fetchMock = open(['TRADER'], {
      [`PUT ${PLAYER_PATH}/stake-factor`]: (request: MockRequest) => {
        sent.push(request.body);
        return { ...profile, factor: 0.25, maxStakeAtBase: 2500 };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Stake factor' });
    expect(panel).toHaveTextContent('Factor 1.00: largest single stake ₹10,000.00');
    expect(panel).toHaveTextContent(
      'Settled singles 40 · player P&L ₹18,250.50 · strike rate 32.5% · average price 6.40',
    );

    const user = userEvent.setup();
    await user.type(within(panel).getByRole('textbox', { name: 'New factor (0.01 to 10)' }), '12');
    await user.click(within(panel).getByRole('button', { name: 'Set factor' }));
    expect(panel).toHaveTextContent('Enter a factor from 0.01 to 10, in hundredths');
    expect(panel).toHaveTextContent('Give a reason (3 to 500 characters)');
    expect(requestsOf(fetchMock)).not.toContain(`PUT ${PLAYER_PATH}/stake-factor`);

    const field = within(panel).getByRole('textbox', { name: 'New factor (0.01 to 10)' });
    await user.clear(field);
    await user.type(field, '0.25');
    await user.type(
      within(panel).getByRole('textbox', { name: 'Reason for the factor' }),
      'Takes early prices',
    );
    await user.click(within(panel).getByRole('button', { name: 'Set factor' }));
    await vi.waitFor(() => expect(sent).toEqual([{ factor: 0.25, reason: 'Takes early prices' }]));
    expect(await within(panel).findByText('Stake factor set')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Factor 0.25: largest single stake ₹2,500.00');
  });

  it('lets a support operator read the factor but not set it', async () => {
    open(['SUPPORT']);
    const panel = await screen.findByRole('region', { name: 'Stake factor' });
    expect(panel).toHaveTextContent('Factor 1.00');
    expect(within(panel).queryByRole('button', { name: 'Set factor' })).toBeNull();
  });

  it('is not shown to a cashier, who has no bets:view', async () => {
    open(['CASHIER']);
    await screen.findByRole('region', { name: 'Protections' });
    expect(screen.queryByRole('region', { name: 'Stake factor' })).toBeNull();
  });
});
