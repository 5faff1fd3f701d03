import type { ToteTicket } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi } from '../../../test/mock-api';
import { nextUuid } from '../../../test/race-data';
import { renderRoute } from '../../../test/render';

function buildTicket(overrides: Partial<ToteTicket> = {}): ToteTicket {
  return {
    uid: nextUuid(),
    ticketNumber: 'P500001',
    timestamp: '2025-11-14T08:30:00.000Z',
    sportFixture: nextUuid(),
    venueName: 'Bangalore',
    raceNumber: 3,
    pool: 'FORECAST',
    selections: [[1, 2, 3]],
    box: true,
    units: 2,
    combinations: 6,
    totalBetAmount: 168,
    gst: 48,
    status: 'ACCEPTED',
    totalWinAmount: null,
    tdsAmount: null,
    payoutAmount: null,
    winningCombinations: [],
    ...overrides,
  };
}

describe('tote tickets in My Bets', { timeout: 20_000 }, () => {
  it('lists each ticket with its combinations, units, cost, status and dividends paid', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100),
      '/api/customer/self/sports/bets': [],
      '/api/customer/self/tote/multi-race-tickets': [],
      '/api/customer/self/tote/tickets': [
        buildTicket(),
        buildTicket({
          ticketNumber: 'P500002',
          pool: 'TANALA',
          box: false,
          selections: [[4], [2, 7], [1, 2]],
          units: 1,
          combinations: 3,
          totalBetAmount: 42,
          gst: 12,
          status: 'WON',
          totalWinAmount: 12_300,
          tdsAmount: 687,
          payoutAmount: 11_613,
          winningCombinations: [{ combination: [4, 7, 2], dividend: 1230 }],
        }),
      ],
    });
    renderRoute(null, { path: '/myaccount/my-bets' });

    const [open, won] = await screen.findAllByTestId('tote-ticket');
    expect(within(open!).getByTestId('tote-ticket-status')).toHaveTextContent('CONFIRMED');
    expect(open).toHaveTextContent('Ticket P500001');
    expect(open).toHaveTextContent('Bangalore · R3');
    expect(open).toHaveTextContent('Forecast box: 1, 2, 3');
    expect(open).toHaveTextContent('6 combinations × 2 units of ₹10');
    expect(open).toHaveTextContent('Total bet amount₹168.00');
    expect(open).toHaveTextContent('GST₹48.00');
    expect(open).toHaveTextContent('Payout-');
    expect(within(won!).getByTestId('tote-ticket-status')).toHaveTextContent('WON');
    expect(won).toHaveTextContent('Tanala: 1st 4 · 2nd 2, 7 · 3rd 1, 2');
    expect(won).toHaveTextContent('Dividends per ₹10: 4-7-2 ₹1,230');
    expect(won).toHaveTextContent('Total win₹12,300.00');
    expect(won).toHaveTextContent('TDS₹687.00');
    expect(won).toHaveTextContent('Payout₹11,613.00');
  });
});
