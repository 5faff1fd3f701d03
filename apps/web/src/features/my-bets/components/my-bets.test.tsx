import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { buildPlacedBet } from '../../../test/bet-data';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { MyBets } from './my-bets';

const MY_BETS = '/api/customer/self/sports/bets';

describe('My Bets', { timeout: 20_000 }, () => {
  it('lists bets newest first, with ACCEPTED shown as PENDING and settled figures', async () => {
    const pending = buildPlacedBet({ ticketNumber: 'T1002', betStatus: 'ACCEPTED' });
    const won = buildPlacedBet({
      ticketNumber: 'T1001',
      betStatus: 'WON',
      timestamp: '2025-11-14T20:15:00.000Z',
      betLineItems: [{ ...buildPlacedBet().betLineItems[0]!, deductionRate: 25 }],
      totalWinAmount: 12500,
      tdsAmount: 750.5,
      payoutAmount: 11749.5,
    });
    // Signed in, as the account area requires: signing out drops every account query.
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({ [MY_BETS]: [pending, won] });
    renderRoute(<MyBets />, { pattern: '/bets', path: '/bets' });

    const cards = await screen.findAllByTestId('placed-bet');
    expect(cards.map((card) => within(card).getByTestId('bet-status').textContent)).toEqual([
      'PENDING',
      'WON',
    ]);
    const [first, second] = cards;
    expect(first).toHaveTextContent('Ticket T1002');
    expect(first).toHaveTextContent('14-NOV-2025 14:00');
    expect(first).toHaveTextContent('Bangalore · R1 Maiden Plate');
    expect(first).toHaveTextContent('3. Star Dancer');
    expect(first).toHaveTextContent('Win @ 4.00 · ₹100.00');
    expect(first).toHaveTextContent('CGST (14%)₹10.93');
    expect(first).toHaveTextContent('Payout-');
    // ₹100 at 4-1: face value 78.125 + 100 x 4 / 1.28 (312.50) = 390.625, floored to ₹390.62.
    expect(first).toHaveTextContent('Potential return₹390.62');
    expect(second).not.toHaveTextContent('Potential return');
    // An open bet can go back on the slip; a settled one cannot.
    expect(
      within(first!).getByRole('link', { name: 'Repeat bet: 3. Star Dancer' }),
    ).toHaveAttribute(
      'href',
      `/fixtures/2025-11-14/${pending.betLineItems[0]!.sportFixture}?repeat=WIN-3&amount=100`,
    );
    expect(within(second!).queryByRole('link', { name: /^Repeat bet/ })).toBeNull();
    // PENDING says what it waits for and what comes next; a settled bet needs no such line.
    expect(within(first!).getByTestId('bet-status-note')).toHaveTextContent(
      'A trader is checking this bet. Once accepted it stands; if refused, the stake comes back to your balance.',
    );
    expect(within(second!).queryByTestId('bet-status-note')).toBeNull();
    // 20:15 UTC is 01:45 the next morning in India.
    expect(second).toHaveTextContent('15-NOV-2025 01:45');
    expect(second).toHaveTextContent('Deduction 25%');
    expect(second).toHaveTextContent('Total win₹12,500.00');
    expect(second).toHaveTextContent('TDS₹750.50');
    expect(second).toHaveTextContent('Payout₹11,749.50');
  });

  it('says so when there are no bets, on the account tab', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100),
      [MY_BETS]: [],
    });
    renderRoute(null, { path: '/myaccount/my-bets' });

    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Bets' })).toBeInTheDocument();
  });
});
