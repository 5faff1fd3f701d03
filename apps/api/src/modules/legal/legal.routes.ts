import { legalStatesSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStateModes } from './legal-states.queries';

/** Where the product runs (decision 063): every state's mode, public. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal/states',
    {
      schema: {
        tags: ['legal'],
        summary:
          'Every state and union territory of the registration list with its mode: OFF, WIND_DOWN or LIVE',
        response: { 200: legalStatesSchema },
      },
    },
    // Read from the database each time: a change takes effect on every replica at once.
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return listStateModes(app.database.db);
    },
  );
};
