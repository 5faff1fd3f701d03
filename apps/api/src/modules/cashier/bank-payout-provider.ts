import { createHmac } from 'node:crypto';
import { paiseToRupees } from '@furlong/contract';
import type { PayoutOrder, PayoutProvider } from './payout-provider';

export interface BankPayoutOptions {
  url: string;
  apiKey: string;
  signingSecret: string;
  callbackUrl: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The shape of a real bank/UPI payout connector (IMPS/NEFT/UPI through a payout API): one
 * signed JSON POST per order, our withdrawal uid as the idempotency key so a retry never
 * pays twice, the outcome later by callback. Not called in tests.
 */
export function createBankPayoutProvider(options: BankPayoutOptions): PayoutProvider {
  const send = options.fetch ?? fetch;
  return {
    name: 'bank',
    submit: async (order: PayoutOrder) => {
      const body = JSON.stringify({
        reference: order.reference,
        amount: paiseToRupees(order.amountPaise).toFixed(2),
        currency: 'INR',
        mode: order.destination.type === 'VPA' ? 'UPI' : (order.connector ?? 'IMPS'),
        beneficiary:
          order.destination.type === 'VPA'
            ? { vpa: order.destination.vpa }
            : { accountNumber: order.destination.accountNumber, ifsc: order.destination.ifsc },
        callbackUrl: options.callbackUrl,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', options.signingSecret)
        .update(`${timestamp}.${body}`)
        .digest('hex');
      const response = await send(new URL('/payouts', options.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.apiKey}`,
          'idempotency-key': order.reference,
          'x-timestamp': String(timestamp),
          'x-signature': signature,
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`payout provider answered ${response.status}`);
      const answer = (await response.json()) as { id?: unknown };
      return { providerReference: typeof answer.id === 'string' ? answer.id : order.reference };
    },
    close: async () => undefined,
  };
}
