import {
  DATA_CATEGORIES,
  DATA_SHARED_WITH,
  PRIVACY_NOTICE_VERSION,
  type ConsentState,
  type DataSummary,
} from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const summary: DataSummary = {
  categories: DATA_CATEGORIES.map((category) => ({
    category,
    records: category === 'BETS' ? 3 : 1,
    sharedWith: [...DATA_SHARED_WITH[category]],
    isLegallyHeld: category === 'MONEY',
  })),
  erasedAt: null,
  legalHoldUntil: null,
};
const given = (
  purposes: ConsentState['history'][number]['purposes'],
  version = PRIVACY_NOTICE_VERSION,
) => ({
  noticeVersion: version,
  purposes,
  screen: 'MY_DATA' as const,
  givenAt: '2026-11-27T06:00:00.000Z',
});
const consentOf = (current: ConsentState['current']): ConsentState => ({
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
  current,
  needsAnswer: current?.noticeVersion !== PRIVACY_NOTICE_VERSION,
  history: current ? [current] : [],
});

function mockAccount(consent: ConsentState, sent: MockRequest[]) {
  return mockApi({
    'GET /api/customer/self': buildPlayer(),
    'GET /api/customer/self/wallet': buildWallet(500),
    'GET /api/customer/self/data': summary,
    'GET /api/customer/self/consent': consent,
    'GET /api/customer/self/data-requests': [],
    'PUT /api/customer/self/consent': (request: MockRequest) => {
      sent.push(request);
      const body = request.body as { purposes: ConsentState['history'][number]['purposes'] };
      return consentOf(given(body.purposes));
    },
    'POST /api/aic/identity/self/step-up': (request: MockRequest) => {
      sent.push(request);
      return { message: 'Identity confirmed', provedUntil: '2026-11-27T06:05:00.000Z' };
    },
    'POST /api/customer/self/data-requests': (request: MockRequest) => {
      sent.push(request);
      return {
        status: 201,
        body: {
          uid: '00000000-0000-4000-8000-00000000d001',
          kind: 'ERASURE',
          details: 'Erase me',
          status: 'OPEN',
          requestedAt: '2026-11-27T06:00:00.000Z',
          dueAt: '2027-02-25T06:00:00.000Z',
          closedAt: null,
          outcome: null,
        },
      };
    },
  });
}

describe('My account › My data (decision 070)', { timeout: 30_000 }, () => {
  it('shows what is held and with whom, and withdraws marketing in one tap', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const sent: MockRequest[] = [];
    mockAccount(consentOf(given(['ACCOUNT', 'MARKETING'])), sent);
    renderRoute(null, { path: '/myaccount/my-data' });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'My data', selected: true })).toBeVisible();
    const held = await screen.findByRole('heading', { name: 'Money' });
    const money = held.closest('li')!;
    expect(within(money).getByText('Shared with the payout provider')).toBeVisible();
    expect(within(money).getByText('Kept after erasure')).toBeVisible();
    expect(screen.getByText('3 records')).toBeVisible();

    const marketing = await screen.findByRole('switch', {
      name: 'Promotions and offers by email and SMS',
    });
    expect(marketing).toBeChecked();
    expect(screen.getByRole('switch', { name: /Running my account/ })).toBeDisabled();
    await user.click(marketing);
    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(sent[0]!.body).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: ['ACCOUNT'],
      screen: 'MY_DATA',
    });
    expect(
      screen.getByRole('switch', { name: 'Promotions and offers by email and SMS' }),
    ).not.toBeChecked();
  });

  it('tells what an erasure keeps and why, proves identity, then asks', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const sent: MockRequest[] = [];
    const fetchMock = mockAccount(consentOf(given(['ACCOUNT'])), sent);
    renderRoute(null, { path: '/myaccount/my-data' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'Erase my data' }));
    expect(screen.getByText(/your PAN and KYC documents/)).toBeVisible();
    expect(screen.getByText(/Withdraw your balance first/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'What should change?' }), 'Erase me');
    await user.type(screen.getByLabelText(/Password/), 'Derby@2031');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/We answer within 90 days/)).toBeVisible();
    expect(requestsOf(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/aic/identity/self/step-up',
      'POST /api/customer/self/data-requests',
    ]);
    expect(sent[1]!.body).toEqual({ kind: 'ERASURE', details: 'Erase me' });
  });

  it('asks again when the notice has changed, with marketing unticked', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const sent: MockRequest[] = [];
    mockAccount(consentOf(given(['ACCOUNT', 'MARKETING'], '2025-01-01')), sent);
    renderRoute(null, { path: '/myaccount/profile' });
    const user = userEvent.setup();

    const prompt = await screen.findByRole('dialog', { name: 'Our privacy notice has changed' });
    expect(within(prompt).getByRole('checkbox', { name: /Promotions/ })).not.toBeChecked();
    await user.click(within(prompt).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeVisible();
    expect(sent[0]!.body).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: ['ACCOUNT'],
      screen: 'NOTICE_PROMPT',
    });
    expect(screen.queryByRole('dialog', { name: /privacy notice/ })).toBeNull();
  });
});
