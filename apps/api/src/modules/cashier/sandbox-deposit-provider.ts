import {
  DEPOSIT_SIGNATURE_HEADER,
  DEPOSIT_TIMESTAMP_HEADER,
  type DepositCallbackBody,
} from '@furlong/contract';
import type { DepositOrder, DepositProvider, DepositStatus } from './deposit-provider';
import { signPayload } from './payout-signature';

/**
 * What the sandbox does with an order, read from the amount's paise so a test or a demo can
 * choose: ₹x.13 fails, ₹x.17 pays but never sends its webhook (the reconciliation credits it),
 * ₹x.19 sends its webhook twice; any other amount pays and sends one webhook.
 */
export const SANDBOX_DEPOSIT_PAISE = { fails: 13n, silent: 17n, twice: 19n } as const;

export type SandboxDepositOutcome = 'SUCCESS' | 'FAILED' | 'SILENT' | 'TWICE';

export function sandboxDepositOutcome(amountPaise: bigint): SandboxDepositOutcome {
  const paise = amountPaise % 100n;
  if (paise === SANDBOX_DEPOSIT_PAISE.fails) return 'FAILED';
  if (paise === SANDBOX_DEPOSIT_PAISE.silent) return 'SILENT';
  if (paise === SANDBOX_DEPOSIT_PAISE.twice) return 'TWICE';
  return 'SUCCESS';
}

/** How often the sandbox sends one webhook before it gives up (the reconciliation remains). */
const WEBHOOK_ATTEMPTS = 5;

export const SANDBOX_DEPOSIT_FAILURE = 'The payer’s bank declined the payment';

export interface SandboxDepositOptions {
  /** instant: settles by itself after delayMs; manual: sends no webhook (tests send them). */
  mode: 'instant' | 'manual';
  delayMs: number;
  callbackSecret: string;
  /** Posts a signed webhook into this process's route (or over HTTP). */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<void>;
  now: () => Date;
  onError: (error: unknown) => void;
}

/** Builds the signed headers of a deposit webhook body, as a provider would send them. */
export function signedDepositCallback(secret: string, body: DepositCallbackBody, now: Date) {
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [DEPOSIT_TIMESTAMP_HEADER]: String(timestamp),
      [DEPOSIT_SIGNATURE_HEADER]: `sha256=${signPayload(secret, timestamp, rawBody)}`,
    },
  };
}

/** The webhook the sandbox sends for an order: the same event id each time it is sent. */
export function sandboxDepositCallback(order: {
  reference: string;
  amountPaise: bigint;
}): DepositCallbackBody {
  const isFailure = sandboxDepositOutcome(order.amountPaise) === 'FAILED';
  return {
    eventId: `sbx_dep_evt_${order.reference}`,
    reference: order.reference,
    status: isFailure ? 'FAILED' : 'SUCCESS',
    amountPaise: Number(order.amountPaise),
    providerReference: `sbx_dep_${order.reference}`,
    ...(isFailure ? { reason: SANDBOX_DEPOSIT_FAILURE } : {}),
  };
}

/** A payment gateway for dev and tests: no money comes in, webhooks are real and signed. */
export function createSandboxDepositProvider(options: SandboxDepositOptions): DepositProvider {
  const timers = new Set<NodeJS.Timeout>();
  // Like a real gateway, a webhook not answered 2xx is sent again, a little later each time: it
  // may have come before the order's transaction committed (the deposit answers 404 until then).
  const send = (body: DepositCallbackBody, attempt = 1) => {
    const callback = signedDepositCallback(options.callbackSecret, body, options.now());
    options.deliver(callback.rawBody, callback.headers).catch((error: unknown) => {
      if (attempt >= WEBHOOK_ATTEMPTS) return options.onError(error);
      later(() => send(body, attempt + 1), Math.max(options.delayMs, 50) * 2 ** attempt);
    });
  };
  const later = (run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  };
  return {
    name: 'sandbox',
    createOrder: async (order: DepositOrder) => {
      const outcome = sandboxDepositOutcome(order.amountPaise);
      if (options.mode === 'instant' && outcome !== 'SILENT') {
        later(() => {
          const body = sandboxDepositCallback(order);
          send(body);
          if (outcome === 'TWICE') send(body);
        }, options.delayMs);
      }
      const rupees = (Number(order.amountPaise) / 100).toFixed(2);
      return {
        providerOrderId: `sbx_order_${order.reference}`,
        paymentUrl:
          order.method === 'UPI_INTENT'
            ? `upi://pay?pa=furlong@sandbox&pn=Furlong&am=${rupees}&cu=INR&tr=${order.reference}`
            : order.method === 'NETBANKING'
              ? // No bank page in the sandbox: the "bank" sends the payer straight back to us.
                `/myaccount/deposit/${order.reference}`
              : null,
      };
    },
    // Every sandbox order has been paid by the time anyone asks, except a failing one; read
    // from the order alone, so it answers the same after a restart.
    queryStatus: async (order: DepositOrder): Promise<DepositStatus> =>
      sandboxDepositOutcome(order.amountPaise) === 'FAILED'
        ? { status: 'FAILED', reason: SANDBOX_DEPOSIT_FAILURE }
        : {
            status: 'SUCCESS',
            amountPaise: order.amountPaise,
            providerReference: `sbx_dep_${order.reference}`,
          },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
