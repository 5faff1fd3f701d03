import type { PlayerNotice } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const base = {
  kind: 'RACE_SETTLED',
  venueName: 'Delhi',
  won: 0,
  refunded: 0,
  lost: 0,
  dismissed: false,
} as const;

const notices: PlayerNotice[] = [
  {
    ...base,
    uid: '00000000-0000-4000-8000-0000000000a2',
    createdAt: '2026-11-27T09:05:00.000Z',
    sportFixture: '00000000-0000-4000-8000-0000000000b2',
    raceNumber: 2,
    won: 268.57,
  },
  {
    ...base,
    uid: '00000000-0000-4000-8000-0000000000a1',
    // 23:50 in UTC is the next day in India.
    createdAt: '2026-11-26T18:50:00.000Z',
    sportFixture: '00000000-0000-4000-8000-0000000000b1',
    raceNumber: 1,
    lost: 2,
    dismissed: true,
  },
];

describe('My account › Notifications', { timeout: 30_000 }, () => {
  it('lists the news of settled races with their India time, dims dismissed ones and dismisses one', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const dismissed: MockRequest[] = [];
    let current = notices;
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(500),
      'GET /api/customer/self/notices': () => current,
      'POST /api/customer/self/notices/00000000-0000-4000-8000-0000000000a2/dismiss': (
        request: MockRequest,
      ) => {
        dismissed.push(request);
        current = current.map((notice) => ({ ...notice, dismissed: true }));
        return { status: 204, body: null };
      },
    });
    renderRoute(null, { path: '/myaccount/notifications' });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByTestId('notice-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Delhi R2: you won ₹268.57'),
      expect.stringContaining('Delhi R1: your bets lost'),
    ]);
    expect(items[0]).toHaveTextContent('27-NOV-2026, 14:35 India time');
    expect(items[1]).toHaveTextContent('27-NOV-2026, 00:20 India time · Dismissed');
    expect(items[1]).toHaveAttribute('data-dismissed', 'true');
    // Only an open notice can be dismissed, with a 44 px target.
    expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(
      within(items[0] as HTMLElement).getByRole('button', {
        name: 'Dismiss: Delhi R2: you won ₹268.57',
      }),
    );
    await waitFor(() => expect(dismissed).toHaveLength(1));
    await waitFor(() =>
      expect(within(list).getAllByTestId('notice-item')[0]).toHaveTextContent('Dismissed'),
    );
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no news yet', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(500),
      'GET /api/customer/self/notices': [],
    });
    renderRoute(null, { path: '/myaccount/notifications' });
    expect(
      await screen.findByText(
        'No notifications yet. When a race you bet on is settled, its result is kept here.',
      ),
    ).toBeInTheDocument();
  });
});
