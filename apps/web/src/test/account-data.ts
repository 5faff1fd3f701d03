import type { CustomerSelf, Wallet } from '@furlong/contract';

export const PLAYER_UID = '00000000-0000-4000-8000-00000000a001';

export function buildPlayer(overrides: Partial<CustomerSelf> = {}): CustomerSelf {
  return {
    identity: { uid: PLAYER_UID },
    brand: 'FURLONG',
    traits: {
      firstname: 'Asha',
      lastname: 'Rao',
      email: 'asha@example.in',
      mobile: '9876543210',
      dateOfBirth: '1990-05-17',
      state: 'Karnataka',
      address1: null,
      address2: null,
      city: null,
      taxNumber: null,
    },
    verifiableAddresses: [
      { type: 'EMAIL', value: 'asha@example.in', status: 'PENDING' },
      { type: 'SMS', value: '9876543210', status: 'PENDING' },
    ],
    kycVerified: false,
    kycVerificationStatus: 'NOT_VERIFIED',
    kycRejectionReason: null,
    ...overrides,
  };
}

export function buildWallet(cash: number, bonus = 0): Wallet {
  return {
    pockets: { cash: { amount: cash }, bonus: { amount: bonus } },
    withdrawable: { amount: 0 },
  };
}

/** A sign-in, refresh or password-change answer. */
export function sessionReply(accessToken = 'access-1', refreshToken = 'refresh-1') {
  return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: 900, uid: PLAYER_UID };
}

export function unauthorized(message = 'Please sign in again.') {
  return { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message } };
}
