import { noticeParamsSchema, playerNoticesSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { dismissPlayerNotice, listPlayerNotices } from './player-notices';

const tags = ['notices'];
const security = [{ bearer: [] }];

/** The player's notices: the settlement news the toast said, kept for the notifications list. */
export const playerNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/self/notices',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary:
          'Your newest notices (at most 50): each race settled for you, won, lost or refunded',
        response: { 200: playerNoticesSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return listPlayerNotices(app.database.db, currentPlayer(request).id);
    },
  );

  app.post(
    '/customer/self/notices/:uid/dismiss',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Dismiss one of your notices (the toast stays until dismissed)',
        params: noticeParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const found = await dismissPlayerNotice(
        app.database.db,
        currentPlayer(request).id,
        request.params.uid,
        app.clock.now(),
      );
      if (!found) throw new AppError('NOT_FOUND', 'This notice could not be found.');
      return reply.status(204).send(null);
    },
  );
};
