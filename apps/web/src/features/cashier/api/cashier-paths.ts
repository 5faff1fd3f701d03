const cashier = '/api/customer/self/cashier';

/** The player's cashier calls (spec section 7); the list shares the transfer path. */
export const cashierApiPaths = {
  beneficiaries: `${cashier}/beneficiary`,
  beneficiaryOtp: `${cashier}/beneficiary/otp`,
  transfers: `${cashier}/funds-transfer`,
  transfer: (id: string) => `${cashier}/funds-transfer/${encodeURIComponent(id)}`,
} as const;
