import { CASHIER_MESSAGES, type KycReviewItem, type OperatorWithdrawal } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsOf, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const PLAYER_UID = '00000000-0000-4000-8000-00000000a001';
const DOCUMENT_ID = '00000000-0000-4000-8000-0000000d0001';
const WITHDRAWAL_UID = '00000000-0000-4000-8000-0000000000f1';

const pendingPan: KycReviewItem = {
  player: {
    uid: PLAYER_UID,
    firstname: 'Asha',
    lastname: 'Rao',
    email: 'asha@example.in',
    mobile: '9876543210',
    taxNumber: 'ABCDE1234F',
  },
  kycVerificationStatus: 'PENDING',
  kycRejectionReason: null,
  documents: [
    {
      id: DOCUMENT_ID,
      contentType: 'image/png',
      sizeBytes: 2048,
      uploadedOn: '2025-11-14T10:00:00.000Z',
    },
  ],
  linkedAccounts: [],
  documentOpened: false,
  firstApproval: null,
  modifiedOn: '2025-11-14T10:00:00.000Z',
};
const LINKED_UID = '00000000-0000-4000-8000-00000000a002';

function buildWithdrawal(overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal {
  return {
    uid: WITHDRAWAL_UID,
    player: { uid: PLAYER_UID, name: 'Asha Rao', email: 'asha@example.in' },
    amount: 20000,
    status: 'REVIEW',
    beneficiary: {
      uid: '00000000-0000-4000-8000-0000000000b1',
      type: 'BANK',
      displayName: 'Bank Account ********9012 (HDFC0001234)',
    },
    connector: 'IMPS',
    failureReason: null,
    attempts: 0,
    firstApproval: null,
    createdOn: '2025-11-14T10:00:00.000Z',
    modifiedOn: '2025-11-14T10:00:00.000Z',
    ...overrides,
  };
}

describe('console cashier sections', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom has no blob: URLs; the section only needs one to put in the image.
    class BlobUrl extends URL {
      static override createObjectURL = vi.fn(() => 'blob:kyc-document');
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', BlobUrl);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a PAN image from an authenticated fetch, and approves the PAN', async () => {
    signInOperator();
    const tokens: (string | null)[] = [];
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/kyc?status=PENDING': [pendingPan],
      [`GET /api/operator/kyc/documents/${DOCUMENT_ID}`]: ({ token }: MockRequest) => {
        tokens.push(token);
        return { ok: true };
      },
      [`POST /api/operator/kyc/${PLAYER_UID}/approve`]: {
        playerUid: PLAYER_UID,
        kycVerified: true,
        kycVerificationStatus: 'VERIFIED',
        kycRejectionReason: null,
        awaitingSecondOperator: false,
      },
    });
    renderRoute(null, { path: '/operator/kyc' });
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(card).toHaveTextContent('PAN: ABCDE1234F');
    await user.click(within(card).getByRole('button', { name: 'View PAN image 1 of Asha Rao' }));
    const image = await within(card).findByRole('img', { name: 'PAN image 1 of Asha Rao' });
    expect(image).toHaveAttribute('src', 'blob:kyc-document');
    expect(tokens).toEqual(['op-access-1']);

    await user.click(within(card).getByRole('button', { name: 'Approve Asha Rao' }));
    await user.click(await screen.findByRole('button', { name: 'Approve PAN' }));
    expect(await screen.findByText('PAN approved')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain(`POST /api/operator/kyc/${PLAYER_UID}/approve`);
  });

  it('keeps Approve disabled until the newest image is opened, and shows the name on the account beside the PAN', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/kyc?status=PENDING': [
        { ...pendingPan, player: { ...pendingPan.player, taxNumber: 'ABCPR1234F' } },
      ],
      [`GET /api/operator/kyc/documents/${DOCUMENT_ID}`]: { ok: true },
    });
    renderRoute(null, { path: '/operator/kyc' });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(card).toHaveTextContent('PAN: ABCPR1234F');
    expect(card).toHaveTextContent('Name on the account: Asha Rao');
    expect(card).not.toHaveTextContent(/Fourth letter|Not the format of a PAN/);
    const approve = within(card).getByRole('button', { name: 'Approve Asha Rao' });
    await waitFor(() => expect(approve).toBeDisabled());
    expect(card).toHaveTextContent('Open the newest image (View or Download) to approve.');
    await user.click(within(card).getByRole('button', { name: 'View PAN image 1 of Asha Rao' }));
    await waitFor(() => expect(approve).toBeEnabled());
    expect(card).not.toHaveTextContent('Open the newest image');
  });

  it.each([
    ['AAACB1234F', 'Fourth letter C: not an individual’s PAN (an individual’s is P)'],
    ['ABCP1234F', 'Not the format of a PAN: 5 letters, 4 digits, 1 letter'],
  ])('flags the PAN %s', async (taxNumber, concern) => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/kyc?status=PENDING': [
        { ...pendingPan, player: { ...pendingPan.player, taxNumber } },
      ],
    });
    renderRoute(null, { path: '/operator/kyc' });
    const card = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(card).toHaveTextContent(concern);
  });

  it('rejects a PAN only with a reason', async () => {
    signInOperator();
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/kyc?status=PENDING': [pendingPan],
      [`POST /api/operator/kyc/${PLAYER_UID}/reject`]: ({ body }: MockRequest) => {
        bodies.push(body);
        return {
          playerUid: PLAYER_UID,
          kycVerified: false,
          kycVerificationStatus: 'REJECTED',
          kycRejectionReason: 'Image unreadable',
          awaitingSecondOperator: false,
        };
      },
    });
    renderRoute(null, { path: '/operator/kyc' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject PAN' }));
    expect(await within(dialog).findByText(CASHIER_MESSAGES.reason)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Image unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject PAN' }));
    expect(await screen.findByText('PAN rejected')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Image unreadable' }]);
  });

  it('shows the accounts sharing a PAN, bank account or UPI ID with their standing, and asks a second operator', async () => {
    signInOperator();
    const linked = (standing: 'TIMED_OUT' | 'SELF_EXCLUDED'): KycReviewItem => ({
      ...pendingPan,
      documentOpened: true,
      linkedAccounts: [
        {
          uid: LINKED_UID,
          name: 'Asha R',
          email: 'asha.r@example.in',
          kycVerificationStatus: 'VERIFIED',
          shares: ['BANK_ACCOUNT', 'VPA'],
          standing,
        },
      ],
    });
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/kyc?status=PENDING': [linked('TIMED_OUT')],
      [`POST /api/operator/kyc/${PLAYER_UID}/approve`]: {
        playerUid: PLAYER_UID,
        kycVerified: false,
        kycVerificationStatus: 'PENDING',
        kycRejectionReason: null,
        awaitingSecondOperator: true,
      },
    });
    renderRoute(null, { path: '/operator/kyc' });
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'Asha Rao' });
    const accounts = within(card).getByRole('list', { name: 'Linked accounts' });
    expect(accounts).toHaveTextContent('Asha R · asha.r@example.in · shares bank account, UPI ID');
    expect(accounts).toHaveTextContent('Timed out');
    expect(card).toHaveTextContent('approval needs a second operator');
    await user.click(within(card).getByRole('button', { name: 'Approve Asha Rao' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'a second operator must approve it',
    );
    await user.click(screen.getByRole('button', { name: 'Approve PAN' }));
    expect(
      await screen.findByText('Approval recorded: a second operator must approve'),
    ).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain(`POST /api/operator/kyc/${PLAYER_UID}/approve`);
  });

  it('cannot approve a PAN linked to a self-excluded account, nor give its own second approval', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/kyc?status=PENDING': [
        {
          ...pendingPan,
          linkedAccounts: [
            {
              uid: LINKED_UID,
              name: 'Asha R',
              email: 'asha.r@example.in',
              kycVerificationStatus: 'VERIFIED',
              shares: ['PAN'],
              standing: 'SELF_EXCLUDED',
            },
          ],
        },
        {
          ...pendingPan,
          player: { ...pendingPan.player, uid: LINKED_UID, firstname: 'Ravi', lastname: 'K' },
          linkedAccounts: [
            {
              uid: PLAYER_UID,
              name: 'Asha Rao',
              email: 'asha@example.in',
              kycVerificationStatus: 'PENDING',
              shares: ['VPA'],
              standing: 'ACTIVE',
            },
          ],
          firstApproval: {
            operator: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name },
            on: '2025-11-14T11:00:00.000Z',
          },
        },
      ],
    });
    renderRoute(null, { path: '/operator/kyc' });

    const excluded = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(excluded).toHaveTextContent('Self-excluded');
    expect(excluded).toHaveTextContent('this PAN cannot be approved');
    expect(within(excluded).getByRole('button', { name: 'Approve Asha Rao' })).toBeDisabled();
    const own = screen.getByRole('region', { name: 'Ravi K' });
    expect(own).toHaveTextContent('Approved by Ravi Admin; needs a second operator');
    await waitFor(() =>
      expect(within(own).getByRole('button', { name: 'Approve Ravi K' })).toBeDisabled(),
    );
  });

  it('filters withdrawals by status, approves one in REVIEW and retries a PENDING one', async () => {
    signInOperator();
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/withdrawals?status=REVIEW': [buildWithdrawal()],
      'GET /api/operator/withdrawals?status=PENDING': [
        buildWithdrawal({ status: 'PENDING', attempts: 1 }),
      ],
      [`POST /api/operator/withdrawals/${WITHDRAWAL_UID}/approve`]: buildWithdrawal({
        status: 'PENDING',
      }),
      [`POST /api/operator/withdrawals/${WITHDRAWAL_UID}/retry`]: buildWithdrawal({
        status: 'PENDING',
        attempts: 2,
      }),
    });
    renderRoute(null, { path: '/operator/withdrawals' });
    const user = userEvent.setup();

    const row = await screen.findByTestId('operator-withdrawal');
    expect(row).toHaveTextContent('₹20,000.00');
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Approve ₹20,000.00 to Asha Rao' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payout' }));
    expect(await screen.findByText('Withdrawal approved and sent for payout')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'PENDING' }));
    const pending = await screen.findByRole('button', { name: 'Retry ₹20,000.00 to Asha Rao' });
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await user.click(pending);
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock)).toEqual(
        expect.arrayContaining([
          'GET /api/operator/withdrawals?status=REVIEW',
          `POST /api/operator/withdrawals/${WITHDRAWAL_UID}/approve`,
          'GET /api/operator/withdrawals?status=PENDING',
          `POST /api/operator/withdrawals/${WITHDRAWAL_UID}/retry`,
        ]),
      ),
    );
  });

  it('rejects a withdrawal with a reason', async () => {
    signInOperator();
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/withdrawals?status=REVIEW': [buildWithdrawal()],
      [`POST /api/operator/withdrawals/${WITHDRAWAL_UID}/reject`]: ({ body }: MockRequest) => {
        bodies.push(body);
        return buildWithdrawal({ status: 'FAILED', failureReason: 'Name mismatch' });
      },
    });
    renderRoute(null, { path: '/operator/withdrawals' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Name mismatch');
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(
      await screen.findByText('Withdrawal rejected; the amount is back with the player'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Name mismatch' }]);
  });
});
