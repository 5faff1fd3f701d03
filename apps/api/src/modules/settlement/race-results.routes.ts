import { raceResultsQuerySchema, raceResultsSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRaceResults } from './list-race-results';
import { errorResponses } from '../../plugins/error-responses';
import { createStreamProvider } from '../video/create-stream-provider';

/** What each race of a day paid: public, beside the rules that decide it. */
export const raceResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createStreamProvider(app.env);
  app.get(
    '/mc/race-results',
    {
      schema: {
        tags: ['races'],
        summary: "A race day's results with the winning price of every market",
        querystring: raceResultsQuerySchema,
        response: { 200: raceResultsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone: a short shared cache absorbs a race day's readers.
      void reply.header('cache-control', 'public, max-age=5');
      return listRaceResults(app.database.db, request.query.date, {
        provider,
        now: app.clock.now(),
      });
    },
  );
};
