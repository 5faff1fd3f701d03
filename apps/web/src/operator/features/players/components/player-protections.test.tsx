import type { OperatorPlayerProtections, Protections } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildWallet } from '../../../../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const PLAYER_UID = '00000000-0000-4000-8000-00000000a002';
const PROTECTIONS_PATH = `/api/operator/players/${PLAYER_UID}/protections`;
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
  wallet: buildWallet(0, 0),
  bets: [],
  transactions: [],
};
const protections: Protections = {
  limits: [
    {
      kind: 'STAKE',
      period: 'DAY',
      amount: 1000,
      used: 250,
      pendingAmount: null,
      pendingFrom: null,
    },
  ],
  timeOutUntil: null,
  selfExcludedUntil: null,
  selfExclusionReturnFrom: null,
  realityCheckMinutes: 30,
  priceChangePolicy: 'ASK',
  marketingConsent: false,
  closedAt: null,
};
const answer: OperatorPlayerProtections = {
  protections,
  history: [
    {
      at: '2031-04-09T04:30:00.000Z',
      actor: { type: 'player', id: PLAYER_UID },
      action: 'PROTECTION_LIMIT_SET',
      details: { kind: 'STAKE', period: 'DAY', amount: 1000 },
    },
  ],
};

function open(roles: typeof OPERATOR_SELF.roles, replies: Record<string, unknown> = {}) {
  signInOperator();
  const fetchMock = mockApi({
    'GET /api/operator/me': { ...OPERATOR_SELF, roles },
    [`GET /api/operator/players/${PLAYER_UID}`]: detail,
    [`GET ${PROTECTIONS_PATH}`]: answer,
    ...replies,
  });
  renderRoute(null, { path: `/operator/players/${PLAYER_UID}` });
  return fetchMock;
}

describe('player protections in the console', { timeout: 20_000 }, () => {
  it('shows limits and who set what, and applies a time-out on request after a confirmation', async () => {
    const sent: unknown[] = [];
    const fetchMock = open(['CASHIER'], {
      [`POST ${PROTECTIONS_PATH}/time-out`]: (request: MockRequest) => {
        sent.push(request.body);
        return { ...protections, timeOutUntil: '2031-04-16T04:30:00.000Z' };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Protections' });
    expect(panel).toHaveTextContent('daily stake limit of ₹1,000.00: used ₹250.00');
    const history = screen.getByRole('region', { name: 'Protection history' });
    expect(history).toHaveTextContent('limit set');
    expect(history).toHaveTextContent('player');

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('combobox', { name: 'Length' }));
    await user.click(await screen.findByRole('option', { name: '1 week' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(
      within(panel).getByText(/Time-out of 1 week on the player's request/),
    ).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain(`POST ${PROTECTIONS_PATH}/time-out`);
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(sent).toEqual([{ duration: 'P7D' }]));
  });

  it('lets a support operator read but not apply', async () => {
    open(['SUPPORT']);
    const panel = await screen.findByRole('region', { name: 'Protections' });
    expect(panel).toHaveTextContent('Reality check: every 30 minutes');
    expect(within(panel).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('lists players who hit limits often on the search page', async () => {
    open(['SUPPORT'], {
      'GET /api/operator/protections/limit-hits': {
        players: [
          {
            uid: PLAYER_UID,
            email: 'asha@example.in',
            name: 'Asha Rao',
            refusals: 4,
            lastAt: '2031-04-09T04:30:00.000Z',
          },
        ],
      },
    });
    renderRoute(null, { path: '/operator/players' });
    const list = await screen.findByRole('list', { name: 'Players who hit limits often' });
    expect(list).toHaveTextContent('Asha Rao · 4 refused');
  });
});
