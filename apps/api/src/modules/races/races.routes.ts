import {
  addDays,
  fixtureIdParamsSchema,
  fixtureListQuerySchema,
  fixtureListSchema,
  fixtureSchema,
  formGuideSchema,
  indiaDayBounds,
  indiaDayOf,
  participantIdParamsSchema,
  priceHistorySchema,
  RACE_NOT_FOUND_MESSAGE,
  raceDaysQuerySchema,
  raceDaysSchema,
  errorBodySchema,
  type Fixture,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { FixtureCache, type CachedFixture } from './fixture-cache';
import { getFixture } from './get-fixture';
import { getFormGuide } from './get-form-guide';
import { getPriceHistory } from './get-price-history';
import { listFixturesOfDay } from './list-fixtures';
import { findRaceDaysBetween } from './races.queries';

const MAX_CALENDAR_DAYS = 92;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new FixtureCache(app.hub);
  app.addHook('onClose', async () => cache.close());

  app.get(
    '/mc/sport-fixture',
    {
      schema: {
        tags: ['races'],
        summary: 'Races of an India-time day (default today) on the digital channel',
        querystring: fixtureListQuerySchema,
        response: { 200: fixtureListSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      listFixturesOfDay(app.database.db, request.query.date ?? indiaDayOf(app.clock.now())),
  );

  app.get(
    '/mc/sport-fixture/cached/:id',
    {
      // The same rule as fixtureIdParamsSchema (which documents the route), as one regex test:
      // this route is the race-day hot path and a full schema parse showed in its profile.
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'params'
          ? (params: unknown) =>
              UUID.test((params as { id?: string }).id ?? '')
                ? { value: params }
                : { error: new Error(RACE_NOT_FOUND_MESSAGE) }
          : () => ({ value: undefined }),
      schema: {
        tags: ['races'],
        summary: 'One race with runners, prices and markets (cached until it changes)',
        params: fixtureIdParamsSchema,
        response: {
          200: fixtureSchema,
          304: z.null().describe('Not modified since the ETag'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const sendCard = (cached: CachedFixture | undefined) => {
        if (!cached) throw new AppError('NOT_FOUND', RACE_NOT_FOUND_MESSAGE);
        const etag = `"${request.params.id}.${cached.version}"`;
        // An ETag without Last-Modified is never cached heuristically: clients revalidate.
        void reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        // The body was validated and serialised when cached; a string is sent as it is.
        return reply
          .type('application/json; charset=utf-8')
          .send(cached.body as unknown as Fixture);
      };
      // A hit answers without waiting on anything: this is the hottest route on race day.
      const cached =
        cache.peek(request.params.id) ??
        (await cache.get(request.params.id, async () => {
          const fixture = await getFixture(app.database.db, request.params.id);
          return (
            fixture && {
              body: JSON.stringify(fixtureSchema.parse(fixture)),
              version: fixture.version,
            }
          );
        }));
      return sendCard(cached);
    },
  );

  app.get(
    '/mc/sport-fixture/:id/price-history',
    {
      schema: {
        tags: ['races'],
        summary:
          "Every price each of a race's selections has had, oldest (the opening price) first",
        params: fixtureIdParamsSchema,
        response: { 200: priceHistorySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const history = await getPriceHistory(app.database.db, request.params.id);
      if (!history) throw new AppError('NOT_FOUND', RACE_NOT_FOUND_MESSAGE);
      // Public and the same for everyone: a short shared cache absorbs a race day's readers.
      void reply.header('cache-control', 'public, max-age=5');
      return history;
    },
  );

  app.get(
    '/mc/participants/:uid/form',
    {
      schema: {
        tags: ['races'],
        summary:
          "A runner's form guide: recent runs, records at the course, distance and with the jockey",
        params: participantIdParamsSchema,
        response: { 200: formGuideSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const guide = await getFormGuide(app.database.db, request.params.uid);
      if (!guide) throw new AppError('NOT_FOUND', 'This runner could not be found.');
      void reply.header('cache-control', 'public, max-age=300');
      return guide;
    },
  );

  app.get(
    '/mc/race-days',
    {
      schema: {
        tags: ['races'],
        summary: 'India-time days in [from, to] that have races, for the calendar',
        querystring: raceDaysQuerySchema,
        response: { 200: raceDaysSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (to < from || to > addDays(from, MAX_CALENDAR_DAYS)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Please choose at most ${MAX_CALENDAR_DAYS} days, the earlier day first.`,
        );
      }
      return findRaceDaysBetween(
        app.database.db,
        indiaDayBounds(from).start,
        indiaDayBounds(to).end,
      );
    },
  );
};
