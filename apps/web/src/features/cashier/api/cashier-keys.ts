/**
 * Under ['account'] on purpose, like every query about the signed-in player: signing out
 * removes them all, so the next player on the device never sees these beneficiaries.
 */
export const cashierKeys = {
  all: ['account', 'cashier'] as const,
  beneficiaries: ['account', 'cashier', 'beneficiaries'] as const,
  withdrawals: ['account', 'cashier', 'withdrawals'] as const,
  withdrawal: (id: string) => ['account', 'cashier', 'withdrawals', id] as const,
  deposit: (id: string) => ['account', 'cashier', 'deposits', id] as const,
};
