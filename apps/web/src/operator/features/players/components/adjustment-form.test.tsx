import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildWallet } from '../../../../test/account-data';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const PLAYER_UID = '00000000-0000-4000-8000-00000000a001';

const detail = {
  player: {
    uid: PLAYER_UID,
    firstname: 'Asha',
    lastname: 'Rao',
    email: 'asha@example.in',
    mobile: '9876543210',
    kycStatus: 'VERIFIED',
    createdAt: '2025-11-01T06:00:00.000Z',
    state: 'Karnataka',
    city: 'Bengaluru',
  },
  wallet: buildWallet(250000, 0),
  bets: [],
  transactions: [],
};

/** The page also shows the player's protections: none here. */
const noProtections = {
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
};

function keyOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('idempotency-key');
}

describe('balance adjustment', { timeout: 20_000 }, () => {
  it('sends one Idempotency-Key per adjustment and reuses it when retrying after a failure', async () => {
    signInOperator();
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/players/${PLAYER_UID}`]: detail,
      [`GET /api/operator/players/${PLAYER_UID}/protections`]: noProtections,
      [`GET /api/operator/players/${PLAYER_UID}/trading-profile`]: {
        uid: PLAYER_UID,
        factor: 1,
        maxStakeAtBase: 10_000,
        settledBets: 0,
        profitAndLoss: 0,
        strikeRate: null,
        averagePrice: null,
      },
      [`POST /api/operator/players/${PLAYER_UID}/adjustments`]: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 503,
              body: { statusCode: 503, code: 'INTERNAL', message: 'Please try again.' },
            }
          : {
              status: 201,
              body: {
                transferId: '00000000-0000-4000-8000-0000000f0001',
                wallet: buildWallet(250500, 0),
              },
            };
      },
    });
    renderRoute(null, { path: `/operator/players/${PLAYER_UID}` });

    expect(await screen.findByText('Cash ₹2,50,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Debit' }));
    await user.type(screen.getByLabelText('Amount (₹)'), '500');
    await user.type(screen.getByLabelText('Reason'), 'Duplicate deposit');

    const submit = async () => {
      await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move this money?' });
      expect(dialog).toHaveTextContent("Debit of ₹500.00 to Asha Rao's cash");
      await user.click(within(dialog).getByRole('button', { name: 'Debit player' }));
    };
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
    await submit();
    expect(
      await screen.findByText("Debit of ₹500.00 to Asha Rao's cash done."),
    ).toBeInTheDocument();

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    const [firstKey, secondKey] = posts.map(([, init]) => keyOf(init));
    expect(firstKey).toMatch(/^[\w-]{8,}$/);
    expect(secondKey).toBe(firstKey);
    expect(JSON.parse(posts[1]?.[1]?.body as string)).toEqual({
      amount: -500,
      pocket: 'cash',
      reason: 'Duplicate deposit',
    });
  });

  it('shows the contract message for a zero amount without sending anything', async () => {
    signInOperator();
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/players/${PLAYER_UID}`]: detail,
      [`GET /api/operator/players/${PLAYER_UID}/protections`]: noProtections,
      [`GET /api/operator/players/${PLAYER_UID}/trading-profile`]: {
        uid: PLAYER_UID,
        factor: 1,
        maxStakeAtBase: 10_000,
        settledBets: 0,
        profitAndLoss: 0,
        strikeRate: null,
        averagePrice: null,
      },
    });
    renderRoute(null, { path: `/operator/players/${PLAYER_UID}` });

    await user.type(await screen.findByLabelText('Amount (₹)'), '0');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Review adjustment' }));

    expect(await screen.findByText('Amount must not be zero')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
