import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createBankPayoutProvider } from './bank-payout-provider';
import { dispatchWithdrawal } from './dispatch-withdrawal';
import type { PayoutProvider } from './payout-provider';
import { createSandboxPayoutProvider } from './sandbox-payout-provider';

export const PAYOUT_CALLBACK_PATH = '/api/cashier/payouts/callback';

export interface Payouts {
  provider: PayoutProvider;
  /** Verifies callbacks (and signs the sandbox's). */
  callbackSecret: string;
  /** Sends a PENDING withdrawal to the provider; never throws. */
  dispatch(withdrawalId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payouts: Payouts;
  }
}

/** Picks the payout provider from the env and decorates the app with it (docs/decisions/016). */
export function registerPayouts(app: FastifyInstance): void {
  const { env } = app;
  // Without a configured secret (dev, tests) a per-process key: only this process signs callbacks.
  const callbackSecret = env.PAYOUT_CALLBACK_SECRET ?? randomBytes(32).toString('hex');
  const provider =
    env.PAYOUT_PROVIDER === 'bank' &&
    env.PAYOUT_BANK_URL &&
    env.PAYOUT_BANK_API_KEY &&
    env.PAYOUT_BANK_SIGNING_SECRET
      ? createBankPayoutProvider({
          url: env.PAYOUT_BANK_URL,
          apiKey: env.PAYOUT_BANK_API_KEY,
          signingSecret: env.PAYOUT_BANK_SIGNING_SECRET,
          callbackUrl: undefined,
        })
      : createSandboxPayoutProvider({
          mode: env.PAYOUT_SANDBOX_MODE,
          delayMs: env.PAYOUT_SANDBOX_DELAY_MS,
          failureRate: env.PAYOUT_SANDBOX_FAILURE_RATE,
          callbackSecret,
          now: () => app.clock.now(),
          onError: (error) => app.log.error({ err: error }, 'sandbox payout callback failed'),
          deliver: async (rawBody, headers) => {
            const url = env.PAYOUT_SANDBOX_CALLBACK_URL;
            const status = url
              ? (
                  await fetch(url, {
                    method: 'POST',
                    headers,
                    body: rawBody,
                    signal: AbortSignal.timeout(10_000),
                  })
                ).status
              : (
                  await app.inject({
                    method: 'POST',
                    url: PAYOUT_CALLBACK_PATH,
                    headers,
                    payload: rawBody,
                  })
                ).statusCode;
            if (status >= 300) throw new Error(`payout callback answered ${status}`);
          },
        });
  app.decorate('payouts', {
    provider,
    callbackSecret,
    dispatch: (withdrawalId: string) =>
      dispatchWithdrawal(
        {
          db: app.database.db,
          provider,
          log: app.log,
          cipher: app.secrets.fieldCipher,
          clock: app.clock,
        },
        withdrawalId,
      ).catch((error: unknown) => {
        app.log.error({ err: error, withdrawalId }, 'withdrawal dispatch failed');
      }),
  });
  app.addHook('onClose', async () => provider.close());
}
