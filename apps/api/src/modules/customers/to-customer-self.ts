import type { CustomerSelf, KycStatus } from '@furlong/contract';
import type { players } from './customers.schema';

/** The player's own record in the spec's shape. Never a hash, a code or the full PAN. */
export function toCustomerSelf(player: typeof players.$inferSelect): CustomerSelf {
  const kycStatus = player.kycStatus as KycStatus;
  return {
    identity: { uid: player.id },
    brand: player.brand,
    traits: {
      firstname: player.firstname,
      lastname: player.lastname,
      email: player.email,
      mobile: player.mobile,
      dateOfBirth: player.dateOfBirth,
      state: player.state,
      address1: player.address1,
      address2: player.address2,
      city: player.city,
      taxNumber: player.taxNumberMasked,
    },
    verifiableAddresses: [
      {
        type: 'EMAIL',
        value: player.email,
        status: player.emailVerifiedAt ? 'VERIFIED' : 'PENDING',
      },
      {
        type: 'SMS',
        value: player.mobile,
        status: player.mobileVerifiedAt ? 'VERIFIED' : 'PENDING',
      },
    ],
    kycVerified: kycStatus === 'VERIFIED',
    kycVerificationStatus: kycStatus,
    kycRejectionReason: player.kycRejectionReason,
    language: player.language,
  };
}
