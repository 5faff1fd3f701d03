import type { AdjustmentRequest, OperatorSelf, OperatorWithdrawal } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsOf } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { OPERATOR_SELF, signInOperator } from '../test/operator-data';

const SUPPORT: OperatorSelf = { ...OPERATOR_SELF, name: 'Sam Support', roles: ['SUPPORT'] };
const CONTENT: OperatorSelf = { ...OPERATOR_SELF, name: 'Cara Content', roles: ['CONTENT'] };
const OTHER_UID = '00000000-0000-4000-8000-0000000e0002';
const REQUEST_UID = '00000000-0000-4000-8000-0000000ad001';

const withdrawal: OperatorWithdrawal = {
  uid: '00000000-0000-4000-8000-0000000000f1',
  player: { uid: '00000000-0000-4000-8000-00000000a001', name: 'Asha Rao', email: 'a@b.in' },
  amount: 20000,
  status: 'REVIEW',
  beneficiary: {
    uid: '00000000-0000-4000-8000-0000000000b1',
    type: 'VPA',
    displayName: 'asha@upi',
  },
  connector: null,
  failureReason: null,
  attempts: 0,
  firstApproval: null,
  createdOn: '2025-11-14T10:00:00.000Z',
  modifiedOn: '2025-11-14T10:00:00.000Z',
};

function buildRequest(overrides: Partial<AdjustmentRequest> = {}): AdjustmentRequest {
  return {
    uid: REQUEST_UID,
    status: 'PENDING',
    kind: 'ADJUSTMENT',
    player: { uid: '00000000-0000-4000-8000-00000000a001', name: 'Asha Rao' },
    amount: 75000,
    pocket: 'cash',
    reason: 'Lost retail ticket',
    reference: null,
    requestedBy: { uid: OTHER_UID, name: 'Kiran Cashier' },
    requestedOn: '2025-11-14T10:00:00.000Z',
    decidedBy: null,
    decidedOn: null,
    rejectionReason: null,
    transferId: null,
    ...overrides,
  };
}

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Console sections' });
  await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the console shows each role only what it may do', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('read-only support: no New race, Approvals or KYC, and no withdrawal buttons', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': SUPPORT,
      'GET /api/operator/withdrawals?status=REVIEW': [withdrawal],
    });
    renderRoute(null, { path: '/operator/withdrawals' });
    expect(await navLinks()).toEqual([
      'Race board',
      'Trader review',
      'Players',
      'Withdrawals',
      'Player debts',
      'Reports',
      'Audit log',
      'Content',
    ]);
    const row = await screen.findByTestId('operator-withdrawal');
    expect(row).toHaveTextContent('Asha Rao');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('content: lands on Content, and another section’s address says it is not for the role', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': CONTENT,
      'GET /api/operator/content/banners': [],
    });
    renderRoute(null, { path: '/operator' });
    expect(await screen.findByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(await navLinks()).toEqual(['Content']);
    expect(await screen.findByRole('form', { name: /^Add to/ })).toBeInTheDocument();

    signInOperator();
    renderRoute(null, { path: '/operator/kyc' });
    expect(
      await screen.findByRole('heading', { name: 'Your role does not include this section' }),
    ).toBeInTheDocument();
  });

  it('approvals: another operator’s request can be approved, one’s own only waits', async () => {
    signInOperator();
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/adjustment-requests': [
        buildRequest(),
        buildRequest({
          uid: '00000000-0000-4000-8000-0000000ad002',
          amount: -60000,
          requestedBy: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name },
        }),
      ],
      [`POST /api/operator/adjustment-requests/${REQUEST_UID}/approve`]: buildRequest({
        status: 'APPROVED',
        decidedBy: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name },
        transferId: '00000000-0000-4000-8000-0000000ee001',
      }),
    });
    renderRoute(null, { path: '/operator/approvals' });
    const user = userEvent.setup();
    const [theirs, mine] = await screen.findAllByTestId('adjustment-request');
    expect(mine).toHaveTextContent('Yours: another operator decides');
    expect(within(mine as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(
      within(theirs as HTMLElement).getByRole('button', {
        name: "Approve Credit of ₹75,000.00 to Asha Rao's cash",
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve and move the money' }));
    expect(
      await screen.findByText("Credit of ₹75,000.00 to Asha Rao's cash done"),
    ).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain(
      `POST /api/operator/adjustment-requests/${REQUEST_UID}/approve`,
    );
  });

  it('a withdrawal the operator approved first waits for someone else', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/withdrawals?status=REVIEW': [
        {
          ...withdrawal,
          firstApproval: {
            operator: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name },
            on: '2025-11-14T10:05:00.000Z',
          },
        },
      ],
    });
    renderRoute(null, { path: '/operator/withdrawals' });
    const row = await screen.findByTestId('operator-withdrawal');
    expect(row).toHaveTextContent('Approved by Ravi Admin; needs a second operator');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /^Approve/ })).toBeDisabled(),
    );
  });
});
