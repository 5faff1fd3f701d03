import type { FollowList } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const list: FollowList = {
  follows: [
    { kind: 'JOCKEY', name: 'P. Trevor', since: '2026-11-20T06:00:00.000Z' },
    { kind: 'HORSE', name: 'Star Dancer', since: '2026-11-18T06:00:00.000Z' },
  ],
  emailNotices: false,
};

describe('My account › Following', { timeout: 30_000 }, () => {
  it('lists what the player follows, unfollows one, turns on emails and shows the latest news', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const sent: MockRequest[] = [];
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(500),
      'GET /api/customer/self/follows': list,
      'GET /api/customer/self/follows/notices': [
        {
          uid: '00000000-0000-4000-8000-0000000000f1',
          moment: 'DECLARED',
          fixture: '00000000-0000-4000-8000-0000000000f2',
          raceDay: '2026-11-26',
          message: 'Declared: Star Dancer in Bengaluru R3, 26-NOV-2026 at 15:30.',
          at: '2026-11-25T10:00:00.000Z',
        },
      ],
      'DELETE /api/customer/self/follows/JOCKEY/P.%20Trevor': (request: MockRequest) => {
        sent.push(request);
        return { ...list, follows: list.follows.slice(1) };
      },
      'PUT /api/customer/self/follows/settings': (request: MockRequest) => {
        sent.push(request);
        return { follows: list.follows.slice(1), emailNotices: true };
      },
    });
    renderRoute(null, { path: '/myaccount/following' });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Following', selected: true })).toBeVisible();
    const following = await screen.findByRole('list', { name: 'Following' });
    expect(
      within(following)
        .getAllByTestId('follow-item')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('P. TrevorJockey · since 20-NOV-2026'),
      expect.stringContaining('Star DancerHorse · since 18-NOV-2026'),
    ]);
    expect(
      await screen.findByRole('link', { name: /^Declared: Star Dancer in Bengaluru R3/ }),
    ).toHaveAttribute('href', '/fixtures/2026-11-26/00000000-0000-4000-8000-0000000000f2');

    await user.click(screen.getByRole('button', { name: 'Unfollow P. Trevor' }));
    expect(await screen.findByText('Following (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Also tell me by email' }));
    expect(await screen.findByRole('checkbox', { name: 'Also tell me by email' })).toBeChecked();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/customer/self/follows/JOCKEY/P.%20Trevor',
      'PUT /api/customer/self/follows/settings',
    ]);
    expect(sent[1]?.body).toEqual({ emailNotices: true });
  });
});
