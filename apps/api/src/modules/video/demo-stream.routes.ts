import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../app-error';
import { buildDemoPlaylist, buildDemoReplayPlaylist, loadDemoSegments } from './demo-stream';

const HLS_PLAYLIST = 'application/vnd.apple.mpegurl';
const MPEG_TS = 'video/mp2t';

/** The demo provider's looping live stream (public: a test pattern, and media cannot send tokens). */
export const demoStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const segments = await loadDemoSegments();

  app.get(
    '/video/demo/live.m3u8',
    { schema: { tags: ['video'], summary: 'Demo live playlist (looping test stream)' } },
    async (_request, reply) => {
      // A live playlist changes every segment: players reload it, caches must not keep it.
      void reply.header('cache-control', 'no-cache');
      return reply.type(HLS_PLAYLIST).send(buildDemoPlaylist(app.clock.now()));
    },
  );

  app.get(
    '/video/demo/replay.m3u8',
    {
      schema: { tags: ['video'], summary: 'Demo recording of a race (the test stream once, VOD)' },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return reply.type(HLS_PLAYLIST).send(buildDemoReplayPlaylist());
    },
  );

  app.get(
    '/video/demo/:segment',
    {
      schema: {
        tags: ['video'],
        summary: 'Demo stream segment',
        params: z.object({ segment: z.string().regex(/^segment-\d\.ts$/) }),
      },
    },
    async (request, reply) => {
      const segment = segments.get(request.params.segment);
      if (!segment) throw notFound('Segment');
      void reply.header('cache-control', 'public, max-age=86400, immutable');
      return reply.type(MPEG_TS).send(segment);
    },
  );
};
