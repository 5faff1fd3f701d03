import { devOutboxQuerySchema, devOutboxResponseSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutboxMessages } from './dev-outbox.queries';
import { errorResponses } from '../../plugins/error-responses';

/**
 * GET /api/dev/outbox?to=: what the outbox "sent" to an address, codes included, so a
 * developer or a browser journey can sign in without a mail server. It hands out one-time
 * codes to anyone who asks, so in production the route is never registered (404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Messages sent to an address through the dev outbox, newest first (not in production)',
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listOutboxMessages(app.database.db, request.query.to),
  );
};
