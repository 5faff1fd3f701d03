import type { DepositMethod } from '@furlong/contract';

/** One deposit as the provider is asked to collect it. */
export interface DepositOrder {
  /** Our deposit uid: the order's reference and the provider's idempotency key. */
  reference: string;
  amountPaise: bigint;
  method: DepositMethod;
  /** The payer's UPI handle, for a collect request. */
  vpa: string | null;
}

/** What the provider answers when asked about an order (reconciliation). */
export type DepositStatus =
  | { status: 'PENDING' }
  | { status: 'SUCCESS'; amountPaise: bigint; providerReference?: string }
  | { status: 'FAILED'; reason: string };

/**
 * A payment gateway for deposits (decision 069), the twin of the payout provider: createOrder
 * opens an order for our reference and answers where the payer goes (a upi:// intent, the
 * bank's page, or nowhere for a collect request, which waits in the payer's UPI app); the
 * outcome comes as a signed webhook to POST /api/cashier/deposits/callback, and queryStatus
 * answers for an order whose webhook never came. A throw means no order was opened.
 */
export interface DepositProvider {
  readonly name: string;
  createOrder(order: DepositOrder): Promise<{ providerOrderId: string; paymentUrl: string | null }>;
  /** Asks by the order's reference; the order is passed whole for the provider's checks. */
  queryStatus(order: DepositOrder): Promise<DepositStatus>;
  close(): Promise<void>;
}
