import { DEPOSIT_MESSAGES, type DepositTransfer } from '@furlong/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { stubScreenWidth } from '../../../test/screen-width';

const UID = '8f5b3a52-3c1e-4c4e-9d6a-0d2f4f3b9a11';

function depositOf(body: { amount: number; method: DepositTransfer['method'] }): DepositTransfer {
  return {
    uid: UID,
    transferType: 'DEPOSIT',
    amount: body.amount,
    currency: 'INR',
    status: 'PENDING',
    method: body.method,
    paymentUrl:
      body.method === 'UPI_INTENT' ? `upi://pay?pa=furlong@sandbox&am=${body.amount}.00` : null,
    failureReason: null,
    createdOn: '2031-03-10T12:00:00.000Z',
    modifiedOn: '2031-03-10T12:00:00.000Z',
  };
}

function openDeposit(depositsOpen: boolean) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const sent: MockRequest[] = [];
  const fetchMock = mockApi({
    'GET /api/customer/self': { ...buildPlayer(), depositsOpen },
    'GET /api/customer/self/wallet': buildWallet(0),
    'POST /api/customer/self/cashier/funds-transfer': (request: MockRequest) => {
      sent.push(request);
      const body = request.body as { amount: number; method: DepositTransfer['method'] };
      return {
        status: 201,
        body: { message: DEPOSIT_MESSAGES.started, transfer: depositOf(body) },
      };
    },
    [`GET /api/customer/self/cashier/funds-transfer/${UID}`]: depositOf({
      amount: 500,
      method: 'UPI_INTENT',
    }),
  });
  renderRoute(null, { path: '/myaccount/deposit' });
  return { sent, fetchMock };
}

describe('deposit screen', { timeout: 30_000 }, () => {
  it('on a phone pays through the UPI app: the order, then a link that opens it', async () => {
    stubScreenWidth(360);
    const { sent } = openDeposit(true);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Deposit amount' }), '500');
    expect(screen.queryByRole('textbox', { name: 'Your UPI ID (VPA)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    const pay = await screen.findByRole('link', { name: 'Pay in your UPI app' });
    expect(pay.getAttribute('href')).toMatch(/^upi:\/\/pay\?/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      transferType: 'DEPOSIT',
      amount: 500,
      currency: 'INR',
      method: 'UPI_INTENT',
    });
    expect(sent[0]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('on a desktop asks for the UPI ID and sends a collect request to it', async () => {
    stubScreenWidth(1366);
    const { sent } = openDeposit(true);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Deposit amount' }), '250');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(DEPOSIT_MESSAGES.vpa)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Your UPI ID (VPA)' }), 'asha@okhdfc');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ method: 'UPI_COLLECT', vpa: 'asha@okhdfc', amount: 250 });
  });

  it('refuses an amount below ₹100 in the contract’s words', async () => {
    stubScreenWidth(360);
    const { sent } = openDeposit(true);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Deposit amount' }), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(DEPOSIT_MESSAGES.amount)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('where deposits are not open for the player, keeps the spec’s words and no form', async () => {
    openDeposit(false);
    expect(
      await screen.findByText('Deposits are disabled until further notice.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Deposit amount' })).toBeNull();
  });
});
