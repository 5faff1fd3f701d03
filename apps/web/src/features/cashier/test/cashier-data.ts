import type { Beneficiary, FundsTransfer, Wallet } from '@furlong/contract';

export const BANK_UID = '00000000-0000-4000-8000-0000000000b1';
export const VPA_UID = '00000000-0000-4000-8000-0000000000b2';
export const TRANSFER_UID = '00000000-0000-4000-8000-0000000000f1';

export function buildBeneficiary(overrides: Partial<Beneficiary> = {}): Beneficiary {
  return {
    uid: BANK_UID,
    type: 'BANK',
    displayName: 'Bank Account ********9012 (HDFC0001234)',
    maskedAccount: '********9012',
    ifsc: 'HDFC0001234',
    vpa: null,
    data: { connector: null },
    createdOn: '2025-11-14T10:00:00.000Z',
    // Past its cooling-off (decision 025): money can go to it.
    availableFrom: '2025-11-15T10:00:00.000Z',
    ...overrides,
  };
}

export const vpaBeneficiary = buildBeneficiary({
  uid: VPA_UID,
  type: 'VPA',
  displayName: 'asha@okbank',
  maskedAccount: null,
  ifsc: null,
  vpa: 'asha@okbank',
});

export function buildTransfer(overrides: Partial<FundsTransfer> = {}): FundsTransfer {
  return {
    uid: TRANSFER_UID,
    transferType: 'WITHDRAW',
    amount: 500,
    currency: 'INR',
    status: 'PENDING',
    beneficiary: { uid: BANK_UID, type: 'BANK', displayName: buildBeneficiary().displayName },
    connector: 'IMPS',
    failureReason: null,
    createdOn: '2025-11-14T10:00:00.000Z',
    modifiedOn: '2025-11-14T10:00:00.000Z',
    ...overrides,
  };
}

/** Cash includes deposits; only winnings are withdrawable. */
export function walletWith(withdrawable: number, cash = 5000): Wallet {
  return {
    pockets: { cash: { amount: cash }, bonus: { amount: 0 } },
    withdrawable: { amount: withdrawable },
  };
}
