import {
  PAYOUT_SIGNATURE_HEADER,
  PAYOUT_TIMESTAMP_HEADER,
  type PayoutCallbackBody,
} from '@furlong/contract';
import { signPayload } from './payout-signature';
import type { PayoutOrder, PayoutProvider } from './payout-provider';

export interface SandboxOptions {
  /** instant: decides and calls back after delayMs; manual: waits for a hand-made callback. */
  mode: 'instant' | 'manual';
  delayMs: number;
  /** Share of payouts that fail, 0 to 1. */
  failureRate: number;
  callbackSecret: string;
  /** Posts a signed callback: over HTTP, or into this process's callback route. */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<void>;
  now: () => Date;
  onError: (error: unknown) => void;
  random?: () => number;
}

/** Builds the signed headers of a callback body, as a provider would send them. */
export function signedCallback(secret: string, body: PayoutCallbackBody, now: Date) {
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [PAYOUT_TIMESTAMP_HEADER]: String(timestamp),
      [PAYOUT_SIGNATURE_HEADER]: `sha256=${signPayload(secret, timestamp, rawBody)}`,
    },
  };
}

/** A payout rail for dev and tests: no money leaves, callbacks are real and signed. */
export function createSandboxPayoutProvider(options: SandboxOptions): PayoutProvider {
  const timers = new Set<NodeJS.Timeout>();
  const random = options.random ?? Math.random;
  return {
    name: 'sandbox',
    submit: async (order: PayoutOrder) => {
      const providerReference = `sbx_${order.reference}_${order.attempt}`;
      if (options.mode === 'instant') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          const isFailure = random() < options.failureRate;
          const body: PayoutCallbackBody = {
            eventId: `sbx_evt_${order.reference}_${order.attempt}`,
            reference: order.reference,
            status: isFailure ? 'FAILED' : 'SUCCESS',
            providerReference,
            ...(isFailure ? { reason: 'Beneficiary bank declined the transfer' } : {}),
          };
          const callback = signedCallback(options.callbackSecret, body, options.now());
          options.deliver(callback.rawBody, callback.headers).catch(options.onError);
        }, options.delayMs);
        timers.add(timer);
      }
      return { providerReference };
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
