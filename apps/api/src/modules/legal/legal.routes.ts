import { legalStatesSchema, playerLegalStatusSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { findPlayerLegalStatus, listStateModes } from './legal-states.queries';

/** Where the product runs (decision 063): every state's mode, and a player's own. */
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

  app.get(
    '/customer/self/legal',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['legal'],
        security: [{ bearer: [] }],
        summary:
          "Your state's mode, with the operator's reason when it is not LIVE (the wind-down banner)",
        response: { 200: playerLegalStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const status = await findPlayerLegalStatus(app.database.db, currentPlayer(request).id);
      if (!status) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
      return status;
    },
  );
};
