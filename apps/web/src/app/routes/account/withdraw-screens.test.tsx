import {
  CASHIER_MESSAGES,
  IDEMPOTENCY_HEADER,
  STEP_UP_MESSAGES,
  type CustomerSelf,
} from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BANK_UID,
  buildBeneficiary,
  buildTransfer,
  TRANSFER_UID,
  vpaBeneficiary,
  walletWith,
} from '../../../features/cashier/test/cashier-data';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer } from '../../../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const TRANSFERS = '/api/customer/self/cashier/funds-transfer';
const verified = buildPlayer({ kycVerified: true, kycVerificationStatus: 'VERIFIED' });

function openWithdraw(
  path: string,
  replies: Record<string, unknown> = {},
  player: CustomerSelf = verified,
) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({
    'GET /api/customer/self': player,
    'GET /api/customer/self/wallet': walletWith(1000),
    'GET /api/customer/self/cashier/beneficiary': [buildBeneficiary(), vpaBeneficiary],
    [`GET ${TRANSFERS}`]: [],
    ...replies,
  });
  const view = renderRoute(null, { path });
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The Idempotency-Key of every withdrawal request, in order. */
function keysOf(fetchMock: ReturnType<typeof mockApi>): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === TRANSFERS && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
}

const amountField = () => screen.getByRole('textbox', { name: 'Withdraw Amount' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });

describe('withdraw screens', { timeout: 30_000 }, () => {
  it('asks for a PAN instead of showing the form until KYC is verified', async () => {
    const { user } = openWithdraw('/myaccount/withdraw', {}, buildPlayer());

    const gate = await screen.findByTestId('kyc-gate');
    expect(gate).toHaveTextContent(CASHIER_MESSAGES.kycRequired);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('₹1,000.00');

    const link = within(gate).getByRole('link', { name: 'Upload PAN details' });
    expect(link).toHaveAttribute('href', '/myaccount/profile');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('hides the upload link while the PAN check is PENDING', async () => {
    openWithdraw('/myaccount/withdraw', {}, buildPlayer({ kycVerificationStatus: 'PENDING' }));

    expect(await screen.findByTestId('kyc-gate')).toHaveTextContent(CASHIER_MESSAGES.kycPending);
    expect(screen.queryByRole('link', { name: /PAN details/ })).toBeNull();
  });

  it('says each rule in the spec words and sends nothing', async () => {
    // Two beneficiaries to choose from: the legacy screen pays bank accounts and VPAs.
    const { user, fetchMock } = openWithdraw('/myaccount/withdraw-legacy');

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(CASHIER_MESSAGES.selectBeneficiary)).toBeInTheDocument();
    expect(screen.getByText(CASHIER_MESSAGES.withdrawAmount)).toBeInTheDocument();

    await user.type(amountField(), '25001');
    await user.click(withdrawButton());
    expect(await screen.findByText(CASHIER_MESSAGES.withdrawAmount)).toBeInTheDocument();

    await user.clear(amountField());
    await user.type(amountField(), '1000.50');
    await user.click(withdrawButton());
    expect(await screen.findByText(CASHIER_MESSAGES.withdrawable)).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain(`POST ${TRANSFERS}`);
  });

  it('withdraws instantly to a bank account, refreshes the balance and resets after 2 s', async () => {
    const bodies: unknown[] = [];
    const { user, fetchMock } = openWithdraw('/myaccount/withdraw', {
      [`POST ${TRANSFERS}`]: ({ body }: MockRequest) => {
        bodies.push(body);
        return { status: 201, body: { message: 'ok', transfer: buildTransfer() } };
      },
    });

    // The instant screen pays bank accounts only.
    const bank = await screen.findByRole('radio', { name: /Bank Account/ });
    expect(screen.queryByRole('radio', { name: 'asha@okbank' })).toBeNull();
    await user.click(bank);
    await user.type(amountField(), '500');
    await user.click(withdrawButton());

    expect(await screen.findByText(CASHIER_MESSAGES.withdrawSuccessInstant)).toBeInTheDocument();
    // The transfer is still PENDING: the player is told what happens next.
    expect(screen.getByTestId('withdraw-outcome')).toHaveTextContent(
      'the withdrawal shows as PENDING below until it is paid',
    );
    expect(bodies).toEqual([
      {
        transferType: 'WITHDRAW',
        amount: 500,
        currency: 'INR',
        beneficiaryId: BANK_UID,
        details: { connector: 'IMPS' },
      },
    ]);
    expect(keysOf(fetchMock)[0]).toMatch(/^[\w-]{8,}$/);
    await waitFor(() =>
      expect(
        requestsOf(fetchMock).filter((call) => call === 'GET /api/customer/self/wallet'),
      ).toHaveLength(2),
    );
    expect(withdrawButton()).toBeDisabled();

    await waitFor(() => expect(amountField()).toHaveValue(''), { timeout: 4000 });
    // The account just paid stays chosen for the next withdrawal.
    expect(screen.getByRole('radio', { name: /Bank Account/ })).toBeChecked();
    expect(withdrawButton()).toBeEnabled();
    // The banner speaks of the last withdrawal until the player starts the next one.
    expect(screen.getByText(CASHIER_MESSAGES.withdrawSuccessInstant)).toBeInTheDocument();
    await user.type(amountField(), '2');
    expect(screen.queryByText(CASHIER_MESSAGES.withdrawSuccessInstant)).toBeNull();
  });

  it('says beside the withdrawable figure that only winnings can be withdrawn', async () => {
    openWithdraw('/myaccount/withdraw', {
      'GET /api/customer/self/wallet': walletWith(0, 7100),
    });

    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('withdrawable-note')).toHaveTextContent(
      'Only winnings can be withdrawn. The rest of your ₹7,100.00 cash balance is money paid in, which you can bet with but not withdraw.',
    );
  });

  it('asks "confirm it\'s you" before the first withdrawal to a beneficiary, then sends it', async () => {
    let isProved = false;
    const proofs: unknown[] = [];
    const { user } = openWithdraw('/myaccount/withdraw', {
      [`POST ${TRANSFERS}`]: () =>
        isProved
          ? { status: 201, body: { message: 'ok', transfer: buildTransfer() } }
          : {
              status: 403,
              body: {
                statusCode: 403,
                code: 'STEP_UP_REQUIRED',
                message: STEP_UP_MESSAGES.required,
              },
            },
      'POST /api/aic/identity/self/step-up': ({ body }: MockRequest) => {
        proofs.push(body);
        isProved = true;
        return { message: STEP_UP_MESSAGES.proved, provedUntil: new Date().toISOString() };
      },
    });

    await user.click(await screen.findByRole('radio', { name: /Bank Account/ }));
    await user.type(amountField(), '500');
    await user.click(withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(CASHIER_MESSAGES.withdrawSuccessInstant)).toBeInTheDocument();
    expect(proofs).toEqual([{ password: 'Demo@2026' }]);
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).toBeNull();
  });

  it('says when a new beneficiary can receive money', async () => {
    const message = `${CASHIER_MESSAGES.coolingOff} You can withdraw to it from 03-MAY-2031 11:30 IST.`;
    const { user } = openWithdraw('/myaccount/withdraw', {
      [`POST ${TRANSFERS}`]: {
        status: 409,
        body: { statusCode: 409, code: 'BENEFICIARY_COOLING_OFF', message },
      },
    });

    await user.click(await screen.findByRole('radio', { name: /Bank Account/ }));
    await user.type(amountField(), '500');
    await user.click(withdrawButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('chooses a lone beneficiary for the player', async () => {
    openWithdraw('/myaccount/withdraw');

    // The instant screen pays bank accounts only: one here.
    expect(await screen.findByRole('radio', { name: /Bank Account/ })).toBeChecked();
  });

  it('shows when a new beneficiary can first receive money and offers no Withdraw before', async () => {
    const { user, fetchMock } = openWithdraw('/myaccount/withdraw-legacy', {
      'GET /api/customer/self/cashier/beneficiary': [
        buildBeneficiary({ availableFrom: '2099-05-03T06:00:00.000Z' }),
        vpaBeneficiary,
      ],
    });

    const fresh = await screen.findByRole('radio', { name: /Bank Account/ });
    expect(fresh.closest('label')).toHaveTextContent(
      'Can receive money from 03-MAY-2099 11:30 IST',
    );
    expect(
      screen.getByRole('radio', { name: 'asha@okbank' }).closest('label'),
    ).not.toHaveTextContent('Can receive money');
    await user.click(fresh);
    await user.type(amountField(), '500');
    expect(withdrawButton()).toBeDisabled();
    expect(screen.getByTestId('opens-at')).toHaveTextContent(
      'You can withdraw to this account from 03-MAY-2099 11:30 IST.',
    );
    expect(requestsOf(fetchMock)).not.toContain(`POST ${TRANSFERS}`);

    await user.click(screen.getByRole('radio', { name: 'asha@okbank' }));
    expect(withdrawButton()).toBeEnabled();
    expect(screen.queryByTestId('opens-at')).toBeNull();
  });

  it('says a cooling-off refusal with its date and without "try again"', async () => {
    const { user } = openWithdraw('/myaccount/withdraw', {
      [`POST ${TRANSFERS}`]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'BENEFICIARY_COOLING_OFF',
          message: `${CASHIER_MESSAGES.coolingOff} You can withdraw to it from 03-MAY-2031 11:30 IST.`,
          details: { availableAt: '2031-05-03T06:00:00.000Z', beneficiaryId: BANK_UID },
        },
      },
    });

    await screen.findByRole('radio', { name: /Bank Account/ });
    await user.type(amountField(), '500');
    await user.click(withdrawButton());
    const outcome = await screen.findByTestId('withdraw-outcome');
    expect(outcome).toHaveTextContent(CASHIER_MESSAGES.withdrawRefused);
    expect(outcome).toHaveTextContent(CASHIER_MESSAGES.coolingOff);
    expect(outcome).toHaveTextContent(
      'You can withdraw to this account from 03-MAY-2031 11:30 IST.',
    );
    expect(outcome).not.toHaveTextContent(/try again/i);
  });

  it('keeps the key for a retry of an undecided attempt and shows the failure', async () => {
    const answers = [
      { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Busy' } },
      {
        status: 422,
        body: {
          statusCode: 422,
          code: 'LIMIT_EXCEEDED',
          message: CASHIER_MESSAGES.dailyCountLimit,
        },
      },
      { status: 201, body: { message: 'ok', transfer: buildTransfer() } },
    ];
    const { user, fetchMock } = openWithdraw('/myaccount/withdraw-legacy', {
      [`POST ${TRANSFERS}`]: () => answers.shift(),
    });

    await user.click(await screen.findByRole('radio', { name: 'asha@okbank' }));
    await user.type(amountField(), '200');
    await user.click(withdrawButton());
    const outcome = await screen.findByTestId('withdraw-outcome');
    expect(outcome).toHaveTextContent(CASHIER_MESSAGES.withdrawFailed);

    await user.click(withdrawButton());
    await waitFor(() => expect(outcome).toHaveTextContent(CASHIER_MESSAGES.dailyCountLimit));
    // A limit stands however often it is sent: no "Please try again" over it.
    expect(outcome).toHaveTextContent(CASHIER_MESSAGES.withdrawRefused);
    expect(outcome).not.toHaveTextContent(/try again/i);

    await user.click(withdrawButton());
    expect(await screen.findByText(CASHIER_MESSAGES.withdrawSuccessLegacy)).toBeInTheDocument();

    const [first, retry, next] = keysOf(fetchMock);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('lists the withdrawals with their status and links to each', async () => {
    openWithdraw('/myaccount/withdraw-legacy', {
      [`GET ${TRANSFERS}`]: [buildTransfer({ status: 'FAILED' })],
    });

    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByTestId('transfer-status')).toHaveTextContent('FAILED');
    expect(within(row).getByRole('link', { name: '₹500.00' })).toHaveAttribute(
      'href',
      `/myaccount/withdraw-legacy/${TRANSFER_UID}`,
    );
  });

  it('reads a PENDING withdrawal again until it is decided', async () => {
    const statuses = ['PENDING', 'SUCCESS'] as const;
    let reads = 0;
    const { fetchMock } = openWithdraw(`/myaccount/withdraw/${TRANSFER_UID}`, {
      [`GET ${TRANSFERS}/${TRANSFER_UID}`]: () =>
        buildTransfer({ status: statuses[Math.min(reads++, 1)] }),
    });

    expect(await screen.findByTestId('transfer-status')).toHaveTextContent('PENDING');
    await waitFor(
      () => expect(screen.getByTestId('transfer-status')).toHaveTextContent('SUCCESS'),
      { timeout: 6000 },
    );
    // Decided: the balance is read again.
    await waitFor(() =>
      expect(
        requestsOf(fetchMock).filter((call) => call === 'GET /api/customer/self/wallet'),
      ).toHaveLength(2),
    );
  });
});
