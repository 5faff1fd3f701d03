import { screen, within } from '@testing-library/react';
import { TAX_RULE_PATH } from '@furlong/contract';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { buildPlacedBet } from '../../../test/bet-data';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { onIndiaDay, servedTaxRule } from '../../../test/tax-rules';
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

  it('shows an open bet’s estimated TDS and net payout, and a refund as a refund with the trader’s reason', async () => {
    // ₹5,000 at 9.00 under 28% GST: 3,906.25 + 5,000 x 9 / 1.28 = ₹39,062.50; net winnings
    // ₹34,062.50 pass the ₹10,000 threshold, so 30% (₹10,218.75) would be withheld.
    const open = buildPlacedBet({
      ticketNumber: 'T2003',
      betStatus: 'CONFIRMED',
      betLineItems: [{ ...buildPlacedBet().betLineItems[0]!, odds: 9, betAmount: 5_000 }],
      totalBetAmount: 5_000,
    });
    const rejected = buildPlacedBet({
      ticketNumber: 'T2002',
      betStatus: 'REJECTED',
      totalWinAmount: 0,
      tdsAmount: 0,
      payoutAmount: 0,
      rejectionReason: 'Price taken in error',
    });
    const voided = buildPlacedBet({
      ticketNumber: 'T2001',
      betStatus: 'VOID',
      totalWinAmount: 0,
      tdsAmount: 0,
      payoutAmount: 0,
    });
    onIndiaDay('2025-09-01');
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({ [MY_BETS]: [open, rejected, voided], [TAX_RULE_PATH]: servedTaxRule('2025-09-01') });
    renderRoute(<MyBets />, { pattern: '/bets', path: '/bets' });

    const [first, second, third] = await screen.findAllByTestId('placed-bet');
    expect(await within(first!).findByText('Estimated TDS (30%)')).toBeInTheDocument();
    expect(first).toHaveTextContent('Potential return₹39,062.50');
    expect(first).toHaveTextContent('Estimated TDS (30%)₹10,218.75');
    expect(first).toHaveTextContent('Estimated net payout₹28,843.75');
    for (const card of [second!, third!]) {
      expect(within(card).getByTestId('bet-refund')).toHaveTextContent('₹100.00 refunded');
      expect(card).not.toHaveTextContent('Payout');
      expect(card).not.toHaveTextContent('Estimated TDS');
    }
    expect(within(second!).getByTestId('rejection-reason')).toHaveTextContent(
      "The trader's reason: Price taken in error",
    );
    expect(within(third!).queryByTestId('rejection-reason')).toBeNull();
    vi.useRealTimers();
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
