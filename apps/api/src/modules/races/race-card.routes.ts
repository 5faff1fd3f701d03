import {
  fixtureIdParamsSchema,
  fixtureSchema,
  RACE_NOT_FOUND_MESSAGE,
  type Fixture,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { FixtureCache } from './fixture-cache';
import { getFixture } from './get-fixture';
import { answerCard, encodeRaceCard, type RaceCard } from './race-card';
import { raceCardLane, RACE_CARD_PATH, UUID, VERSION } from './race-card-lane';
import { errorResponses } from '../../plugins/error-responses';

const VERSION_MESSAGE = "The race card's version is a whole number.";

/**
 * `GET /api/mc/sport-fixture/cached/{id}[?v={version}]`, the hottest route on race day. Hits
 * are answered by the fast lane ahead of Fastify (race-card-lane.ts); this route answers the
 * rest (misses, refusals, HEAD, a draining server) with the same bytes and headers.
 */
export const raceCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadCard = async (id: string) => {
    const fixture = await getFixture(app.database.db, id);
    return (
      fixture && encodeRaceCard(id, fixture.version, JSON.stringify(fixtureSchema.parse(fixture)))
    );
  };
  const cache = new FixtureCache<RaceCard>(app.hub, { refresh: loadCard });
  app.addHook('onClose', async () => cache.close());
  app.fastLane.serve(raceCardLane(app, cache));

  app.get(
    `${RACE_CARD_PATH.replace(/^\/api/, '')}:id`,
    {
      // The same rules as the schemas below (which document the route), as regex tests: a
      // full schema parse showed in this route's profile.
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'params'
          ? (params: unknown) =>
              UUID.test((params as { id?: string }).id ?? '')
                ? { value: params }
                : { error: new Error(RACE_NOT_FOUND_MESSAGE) }
          : httpPart === 'querystring'
            ? (query: unknown) => {
                const v = (query as { v?: unknown }).v;
                if (v === undefined) return { value: {} };
                return typeof v === 'string' && VERSION.test(v)
                  ? { value: { v: Number(v) } }
                  : { error: new Error(VERSION_MESSAGE) };
              }
            : () => ({ value: undefined }),
      schema: {
        tags: ['races'],
        summary:
          'One race with runners, prices and markets; with ?v=<version> (the version it is at) cacheable for good',
        params: fixtureIdParamsSchema,
        querystring: z.object({ v: z.coerce.number().int().nonnegative().optional() }),
        response: {
          200: fixtureSchema,
          304: z.null().describe('Not modified since the ETag'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const card = cache.peek(id) ?? (await cache.get(id, () => loadCard(id)));
      if (!card) throw new AppError('NOT_FOUND', RACE_NOT_FOUND_MESSAGE);
      const answer = answerCard(card, {
        acceptEncoding: request.headers['accept-encoding'],
        ifNoneMatch: request.headers['if-none-match'],
        version: request.query.v,
      });
      void reply.headers(answer.headers).status(answer.status);
      // The body was validated, serialised and compressed when cached; bytes go as they are.
      // A 304 has no body at all: a serialised `null` would announce four bytes that a
      // keep-alive client never reads, and its next reply would be misread.
      if (answer.body === undefined) return reply.send(undefined as unknown as null);
      return reply.send(answer.body as unknown as Fixture);
    },
  );
};
