import {
  PAYOUT_SIGNATURE_HEADER,
  PAYOUT_TIMESTAMP_HEADER,
  payoutCallbackBodySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { applyPayoutCallback } from './apply-payout-callback';
import { isSignatureValid } from './payout-signature';
import { errorResponses } from '../../plugins/error-responses';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The payout provider's callback. The signature covers the raw bytes, so this scope keeps
 * the body as a string, checks the signature, and only then parses it.
 */
export const payoutCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/cashier/payouts/callback',
    {
      schema: {
        tags: ['cashier'],
        summary: 'Payout outcome from the provider (HMAC-SHA256 signed; idempotent by eventId)',
        body: z.string(),
        response: {
          200: z.object({ received: z.literal(true), applied: z.boolean() }),
          ...errorResponses(400, 401, 404, 503),
        },
      },
    },
    async (request) => {
      const isValid = isSignatureValid(app.payouts.callbackSecret, {
        signature: headerValue(request.headers[PAYOUT_SIGNATURE_HEADER]),
        timestamp: headerValue(request.headers[PAYOUT_TIMESTAMP_HEADER]),
        rawBody: request.body,
        now: app.clock.now(),
      });
      if (!isValid) throw new AppError('UNAUTHORIZED', 'Invalid signature');
      let json: unknown;
      try {
        json = JSON.parse(request.body);
      } catch {
        throw new AppError('VALIDATION_FAILED', 'Invalid callback body');
      }
      const parsed = payoutCallbackBodySchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid callback body');
      const { applied } = await applyPayoutCallback(
        { db: app.database.db, notifier: app.notifier, hub: app.hub, log: app.log },
        parsed.data,
        app.clock.now(),
      );
      return { received: true as const, applied };
    },
  );
};
