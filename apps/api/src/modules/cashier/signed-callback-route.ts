import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { isSignatureValid } from './payout-signature';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export interface SignedCallback<Body> {
  path: string;
  summary: string;
  /** The HMAC-SHA256 key the provider signs with. */
  secret: (app: FastifyInstance) => string;
  signatureHeader: string;
  timestampHeader: string;
  bodySchema: ZodType<Body>;
  /** Applies the provider's word, idempotently: `applied` says whether anything changed. */
  apply: (app: FastifyInstance, body: Body, now: Date) => Promise<{ applied: boolean }>;
  /** The error statuses the route documents. */
  errors: readonly number[];
}

/**
 * A provider's signed callback (a payout's outcome, a deposit's): the signature covers the raw
 * bytes, so the route's scope keeps the body as a string, checks the signature and its age, and
 * only then parses it. One shape for every provider, so the two cannot drift apart.
 */
export function signedCallbackRoute<Body>(callback: SignedCallback<Body>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, body);
      },
    );

    app.post(
      callback.path,
      {
        schema: {
          tags: ['cashier'],
          summary: callback.summary,
          body: z.string(),
          response: {
            200: z.object({ received: z.literal(true), applied: z.boolean() }),
            ...errorResponses(...callback.errors),
          },
        },
      },
      async (request) => {
        const isValid = isSignatureValid(callback.secret(app), {
          signature: headerValue(request.headers[callback.signatureHeader]),
          timestamp: headerValue(request.headers[callback.timestampHeader]),
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
        const parsed = callback.bodySchema.safeParse(json);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid callback body');
        const { applied } = await callback.apply(app, parsed.data, app.clock.now());
        return { received: true as const, applied };
      },
    );
  };
}
