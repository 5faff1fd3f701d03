/** Where one withdrawal goes. */
export type PayoutDestination =
  { type: 'BANK'; accountNumber: string; ifsc: string } | { type: 'VPA'; vpa: string };

export interface PayoutOrder {
  /** Our withdrawal uid: the provider's idempotency key, so a resend never pays twice. */
  reference: string;
  amountPaise: bigint;
  /** 1 for the first send, 2 for an operator's retry, ... */
  attempt: number;
  connector: string | null;
  destination: PayoutDestination;
}

/**
 * A payout rail (docs/decisions/016). submit() only hands the order over; the outcome comes
 * later as a signed callback to POST /api/cashier/payouts/callback. A throw means the
 * provider did not take the order: it stays PENDING and an operator may retry it.
 */
export interface PayoutProvider {
  readonly name: string;
  submit(order: PayoutOrder): Promise<{ providerReference: string }>;
  close(): Promise<void>;
}
