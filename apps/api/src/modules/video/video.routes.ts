import {
  replayParamsSchema,
  streamUrlParamsSchema,
  streamUrlQuerySchema,
  streamUrlSchema,
  videoConnectQuerySchema,
  videoConnectSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { connectVideo } from './connect-video';
import { createStreamProvider } from './create-stream-provider';
import { demoStreamRoutes } from './demo-stream.routes';
import { getReplayUrl } from './get-replay-url';
import { getStreamUrl } from './get-stream-url';

const tags = ['video'];
const security = [{ bearer: [] }];

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createStreamProvider(app.env);

  app.get(
    '/r2w-adapter/sis/:fixture/stream-url',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: "A race's live stream (HLS), from 5 minutes before the off until it completes",
        params: streamUrlParamsSchema,
        querystring: streamUrlQuerySchema,
        response: {
          200: streamUrlSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      if (request.query.uid !== undefined && request.query.uid !== player.id) {
        throw new AppError('FORBIDDEN', 'This video link belongs to another account.');
      }
      // Signed addresses expire: never keep one in a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return getStreamUrl(app.database.db, provider, request.params.fixture, app.clock.now());
    },
  );

  app.get(
    '/video/replays/:fixture',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: "A race's recording (HLS VOD), once it has been run, where the provider keeps one",
        params: replayParamsSchema,
        response: { 200: streamUrlSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      // Signed addresses expire: never keep one in a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return getReplayUrl(app.database.db, provider, request.params.fixture, app.clock.now());
    },
  );

  app.get(
    '/video/connect',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The embeddable video player address for a video code',
        querystring: videoConnectQuerySchema,
        response: {
          200: videoConnectSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) =>
      connectVideo(
        app.database.db,
        app.env.VIDEO_EMBED_URL,
        request.query.videoCode,
        app.clock.now(),
      ),
  );

  if (app.env.VIDEO_PROVIDER === 'demo') await app.register(demoStreamRoutes);
};
