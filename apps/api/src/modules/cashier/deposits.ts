import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DepositProvider } from './deposit-provider';
import { createSandboxDepositProvider } from './sandbox-deposit-provider';

export const DEPOSIT_CALLBACK_PATH = '/api/cashier/deposits/callback';

export interface Deposits {
  /** DEPOSITS=on: a player whose state is LIVE may deposit. */
  isOn: boolean;
  provider: DepositProvider;
  /** Verifies webhooks (and signs the sandbox's). */
  callbackSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deposits: Deposits;
  }
}

/** Picks the payment provider from the env and decorates the app with it (decision 069). */
export function registerDeposits(app: FastifyInstance): void {
  const { env } = app;
  // Without a configured secret (dev, tests) a per-process key: only this process signs webhooks.
  const callbackSecret = env.DEPOSIT_CALLBACK_SECRET ?? randomBytes(32).toString('hex');
  const provider = createSandboxDepositProvider({
    mode: env.DEPOSIT_SANDBOX_MODE,
    delayMs: env.DEPOSIT_SANDBOX_DELAY_MS,
    callbackSecret,
    now: () => app.clock.now(),
    onError: (error) => app.log.error({ err: error }, 'sandbox deposit webhook failed'),
    deliver: async (rawBody, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: DEPOSIT_CALLBACK_PATH,
        headers,
        payload: rawBody,
      });
      if (response.statusCode >= 300)
        throw new Error(`deposit webhook answered ${response.statusCode}`);
    },
  });
  app.decorate('deposits', { isOn: env.DEPOSITS === 'on', provider, callbackSecret });
  app.addHook('onClose', async () => provider.close());
}
