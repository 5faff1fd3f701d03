import { CASHIER_MESSAGES } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer } from '../../../test/account-data';
import { mockApi, requestsOf, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { buildBeneficiary, vpaBeneficiary, walletWith } from '../test/cashier-data';

const BENEFICIARY = '/api/customer/self/cashier/beneficiary';

/** The dialogs open from the withdraw screens, through the app's dialog flags. */
async function openDialog(path: string, replies: Record<string, unknown> = {}) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({
    'GET /api/customer/self': buildPlayer({ kycVerified: true, kycVerificationStatus: 'VERIFIED' }),
    'GET /api/customer/self/wallet': walletWith(1000),
    [`GET ${BENEFICIARY}`]: [],
    'GET /api/customer/self/cashier/funds-transfer': [],
    ...replies,
  });
  renderRoute(null, { path });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add beneficiary' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add beneficiary' });
  return { fetchMock, user, dialog };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Beneficiary Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Add beneficiary' });

describe('add beneficiary dialogs', { timeout: 30_000 }, () => {
  it('addBeneficiary says each rule in the spec words', async () => {
    const { user, dialog, fetchMock } = await openDialog('/myaccount/withdraw-legacy');

    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CASHIER_MESSAGES.beneficiaryType)).toBeInTheDocument();
    expect(within(dialog).getByText(CASHIER_MESSAGES.confirmationRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Beneficiary Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bank Account', 'VPA']);
    await user.click(options[0]!);
    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CASHIER_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(within(dialog).getByText(CASHIER_MESSAGES.ifsc)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Account Number' }), '12345678');
    await user.type(within(dialog).getByRole('textbox', { name: 'IFSC Code' }), 'HDFC1234567');
    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CASHIER_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(within(dialog).getByText(CASHIER_MESSAGES.ifsc)).toBeInTheDocument();

    await chooseType(user, 'VPA');
    await user.type(within(dialog).getByRole('textbox', { name: 'VPA' }), 'not-a-handle');
    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CASHIER_MESSAGES.vpa)).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain(`POST ${BENEFICIARY}`);
  });

  it('adds a VPA with the password, says so, closes and lists it', async () => {
    const bodies: unknown[] = [];
    let list = [buildBeneficiary()];
    const { user, dialog } = await openDialog('/myaccount/withdraw-legacy', {
      [`GET ${BENEFICIARY}`]: () => list,
      [`POST ${BENEFICIARY}`]: ({ body }: MockRequest) => {
        bodies.push(body);
        list = [buildBeneficiary(), vpaBeneficiary];
        return { status: 201, body: { message: 'ok', beneficiary: vpaBeneficiary } };
      },
    });

    await chooseType(user, 'VPA');
    await user.type(within(dialog).getByRole('textbox', { name: 'VPA' }), 'asha@okbank');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await user.click(submit(dialog));

    expect(await screen.findByText(CASHIER_MESSAGES.beneficiaryAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ type: 'VPA', vpa: 'asha@okbank', password: 'Secret#123' }]);
    expect(await screen.findByRole('radio', { name: 'asha@okbank' })).toBeInTheDocument();

    // Opened again, the fields start empty.
    await user.click(screen.getByRole('button', { name: 'Add beneficiary' }));
    const reopened = await screen.findByRole('dialog', { name: 'Add beneficiary' });
    expect(within(reopened).queryByRole('textbox', { name: 'VPA' })).toBeNull();
    expect(within(reopened).getByLabelText('Password')).toHaveValue('');
  });

  it('addBeneficiaryV2 offers a bank account only and names the connector', async () => {
    const bodies: unknown[] = [];
    const { user, dialog } = await openDialog('/myaccount/withdraw', {
      [`POST ${BENEFICIARY}`]: ({ body }: MockRequest) => {
        bodies.push(body);
        return { status: 201, body: { message: 'ok', beneficiary: buildBeneficiary() } };
      },
    });

    await user.click(within(dialog).getByRole('combobox', { name: 'Beneficiary Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bank Account']);
    await user.click(options[0]!);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Account Number' }),
      '123456789012',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'IFSC Code' }), 'hdfc0001234');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await user.click(submit(dialog));

    expect(await screen.findByText(CASHIER_MESSAGES.beneficiaryAdded)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        type: 'BANK',
        bankAccount: '123456789012',
        ifsc: 'HDFC0001234',
        data: { connector: 'IMPS' },
        password: 'Secret#123',
      },
    ]);
  });

  it('says on success when the new account can first receive money', async () => {
    const { user, dialog } = await openDialog('/myaccount/withdraw', {
      [`POST ${BENEFICIARY}`]: {
        status: 201,
        body: {
          message: 'ok',
          beneficiary: buildBeneficiary({ availableFrom: '2099-05-03T06:00:00.000Z' }),
        },
      },
    });

    await chooseType(user, 'Bank Account');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Account Number' }),
      '123456789012',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'IFSC Code' }), 'hdfc0001234');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await user.click(submit(dialog));

    expect(
      await screen.findByText(
        `${CASHIER_MESSAGES.beneficiaryAdded} For your safety, a new account waits before its first withdrawal: you can withdraw to this one from 03-MAY-2099 11:30 IST.`,
      ),
    ).toBeInTheDocument();
  });

  it('says the failure, with the reason, and starts validation over', async () => {
    const { user, dialog } = await openDialog('/myaccount/withdraw', {
      [`POST ${BENEFICIARY}`]: {
        status: 422,
        body: {
          statusCode: 422,
          code: 'LIMIT_EXCEEDED',
          message: CASHIER_MESSAGES.bankAccountLimit,
        },
      },
    });

    // A failed submit first, so there are errors to reset.
    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CASHIER_MESSAGES.accountNumber)).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Account Number' }),
      '123456789012',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'IFSC Code' }), 'HDFC0001234');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await user.click(submit(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(CASHIER_MESSAGES.beneficiaryFailed);
    expect(alert).toHaveTextContent(CASHIER_MESSAGES.bankAccountLimit);
    expect(within(dialog).queryByText(CASHIER_MESSAGES.accountNumber)).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Account Number' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('dialog', { name: 'Add beneficiary' })).toBeInTheDocument();
  });

  it('confirms with a code sent to the mobile instead of the password', async () => {
    const bodies: unknown[] = [];
    const { user, dialog, fetchMock } = await openDialog('/myaccount/withdraw', {
      [`POST ${BENEFICIARY}/otp`]: { message: 'OTP sent to your mobile' },
      [`POST ${BENEFICIARY}`]: ({ body }: MockRequest) => {
        bodies.push(body);
        return { status: 201, body: { message: 'ok', beneficiary: buildBeneficiary() } };
      },
    });

    await user.click(within(dialog).getByRole('button', { name: /code sent to my mobile/ }));
    expect(await within(dialog).findByText('OTP sent to your mobile')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain(`POST ${BENEFICIARY}/otp`);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Account Number' }),
      '123456789012',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'IFSC Code' }), 'HDFC0001234');
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1' }));
    await user.keyboard('123456');
    await user.click(submit(dialog));

    expect(await screen.findByText(CASHIER_MESSAGES.beneficiaryAdded)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        type: 'BANK',
        bankAccount: '123456789012',
        ifsc: 'HDFC0001234',
        data: { connector: 'IMPS' },
        otp: '123456',
      },
    ]);
  });
});
