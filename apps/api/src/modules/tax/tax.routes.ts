import { taxRuleQuerySchema, taxRuleResponseSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { findNextTaxRule, findTaxRule } from './find-tax-rule';
import { errorResponses } from '../../plugins/error-responses';

/** The tax rule the server charges, so the slip computes with it (decision 028). */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mc/tax-rule',
    {
      schema: {
        tags: ['races'],
        summary:
          'The GST and TDS rule in force at an instant (default now), and the next dated rule if known',
        querystring: taxRuleQuerySchema,
        response: { 200: taxRuleResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const at = request.query.at ? new Date(request.query.at) : app.clock.now();
      const db = app.database.db;
      const [rule, next] = await Promise.all([
        // A moment before the first dated rule is a question without an answer, not an outage.
        findTaxRule(db, at).catch((error: unknown) => {
          if (request.query.at)
            throw new AppError('NOT_FOUND', 'There is no tax rule for that date.');
          throw error;
        }),
        findNextTaxRule(db, at),
      ]);
      // A minute's cache: rules are dated rows added ahead of their day, and `next` covers the change.
      void reply.header('cache-control', 'public, max-age=60');
      return { rule, next };
    },
  );
};
