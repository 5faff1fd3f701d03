import type { CustomerSelf } from '@furlong/contract';

export type AddressType = CustomerSelf['verifiableAddresses'][number]['type'];

/** "Asha Rao" → "AR", for the avatar. */
export function initialsOf(player: CustomerSelf): string {
  const { firstname, lastname } = player.traits;
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase();
}

export function isAddressVerified(player: CustomerSelf, type: AddressType): boolean {
  return player.verifiableAddresses.some(
    (address) => address.type === type && address.status === 'VERIFIED',
  );
}

/** The player after a successful verification, without waiting for a reload. */
export function withAddressVerified(player: CustomerSelf, type: AddressType): CustomerSelf {
  const value = type === 'EMAIL' ? player.traits.email : player.traits.mobile;
  const others = player.verifiableAddresses.filter((address) => address.type !== type);
  return {
    ...player,
    verifiableAddresses: [...others, { type, value, status: 'VERIFIED' }],
  };
}
