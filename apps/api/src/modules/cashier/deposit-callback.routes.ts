import {
  DEPOSIT_SIGNATURE_HEADER,
  DEPOSIT_TIMESTAMP_HEADER,
  depositCallbackBodySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { applyDepositCallback } from './apply-deposit-callback';
import { isSignatureValid } from './payout-signature';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The payment provider's deposit webhook. The signature covers the raw bytes, so this scope
 * keeps the body as a string, checks the signature, and only then parses it.
 */
export const depositCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/cashier/deposits/callback',
    {
      schema: {
        tags: ['cashier'],
        summary: 'Deposit outcome from the payment provider (HMAC-SHA256 signed; idempotent)',
        body: z.string(),
        response: {
          200: z.object({ received: z.literal(true), applied: z.boolean() }),
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const isValid = isSignatureValid(app.deposits.callbackSecret, {
        signature: headerValue(request.headers[DEPOSIT_SIGNATURE_HEADER]),
        timestamp: headerValue(request.headers[DEPOSIT_TIMESTAMP_HEADER]),
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
      const parsed = depositCallbackBodySchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid callback body');
      const { applied } = await applyDepositCallback(
        { db: app.database.db, hub: app.hub },
        parsed.data,
        app.clock.now(),
      );
      return { received: true as const, applied };
    },
  );
};
