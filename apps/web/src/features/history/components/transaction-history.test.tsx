import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { buildTransaction } from '../../../test/bet-data';
import { mockApi, requestsOf } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { stubScreenWidth } from '../../../test/screen-width';
import { TransactionHistory } from './transaction-history';

const page = (n: number) => `/api/customer/self/transactions?page=${n}&size=10`;

describe('History', { timeout: 20_000 }, () => {
  it('pages with More: the counter goes 0 → 1 → -1 and More disappears after an empty page', async () => {
    const rows = Array.from({ length: 10 }, (_, index) =>
      buildTransaction({ description: `Bet placed ${index + 1}` }),
    );
    // Signed in, as the account area requires: signing out drops every account query.
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = mockApi({ [page(0)]: rows, [page(1)]: [] });
    renderRoute(<TransactionHistory />, { pattern: '/history', path: '/history' });
    const user = userEvent.setup();

    const history = await screen.findByTestId('history');
    expect(history).toHaveAttribute('data-page-counter', '1');
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'More' }));

    await waitFor(() => expect(history).toHaveAttribute('data-page-counter', '-1'));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(10);
    expect(requestsOf(fetchMock).filter((call) => call.includes('/transactions'))).toEqual([
      `GET ${page(0)}`,
      `GET ${page(1)}`,
    ]);
  });

  it('shows each movement in India time with Indian grouping, and a failed one in red', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      [page(0)]: [
        buildTransaction({
          modifiedOn: '2025-11-14T20:15:00.000Z',
          txnType: 'CREDIT',
          description: 'Winnings',
          amount: 123456.5,
        }),
        buildTransaction({ txnGroup: 'cashier', description: 'Withdrawal', status: 'ERROR' }),
      ],
    });
    renderRoute(<TransactionHistory />, { pattern: '/history', path: '/history' });

    const [credit, failed] = await screen.findAllByTestId('transaction-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(credit!)).toEqual([
      '15-NOV-2025 01:45',
      'Winnings',
      'CREDIT',
      'sports',
      '₹1,23,456.50',
      'SUCCESS',
    ]);
    expect(within(failed!).getByText('ERROR')).toHaveStyle({ color: 'rgb(198, 40, 40)' });
    expect(within(credit!).getByText('SUCCESS')).not.toHaveStyle({ color: 'rgb(198, 40, 40)' });
  });

  it('says so when there is no history, on the account tab', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100),
      [page(0)]: [],
    });
    renderRoute(null, { path: '/myaccount/history' });

    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('on a phone shows each movement as a card with its amount and status in sight', async () => {
    stubScreenWidth(360);
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      [page(0)]: [
        buildTransaction({
          modifiedOn: '2025-11-14T20:15:00.000Z',
          txnType: 'CREDIT',
          description: 'Winnings',
          amount: 123456.5,
        }),
        buildTransaction({ txnGroup: 'cashier', description: 'Withdrawal', status: 'ERROR' }),
      ],
    });
    renderRoute(<TransactionHistory />, { pattern: '/history', path: '/history' });

    const [credit, failed] = await screen.findAllByTestId('transaction-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(credit).toHaveTextContent(
      'Winnings₹1,23,456.5015-NOV-2025 01:45 · CREDIT · sportsSUCCESS',
    );
    expect(within(failed!).getByText('ERROR')).toHaveStyle({ color: 'rgb(198, 40, 40)' });
  });

  it('on a wide screen the table scrolls by keyboard: a named, focusable region', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({ [page(0)]: [buildTransaction()] });
    renderRoute(<TransactionHistory />, { pattern: '/history', path: '/history' });

    const region = await screen.findByRole('region', { name: 'Transactions' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
