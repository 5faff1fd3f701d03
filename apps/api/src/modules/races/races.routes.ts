import {
  addDays,
  fixtureIdParamsSchema,
  fixtureListQuerySchema,
  fixtureListSchema,
  formGuideSchema,
  indiaDayBounds,
  indiaDayOf,
  participantIdParamsSchema,
  priceHistorySchema,
  RACE_NOT_FOUND_MESSAGE,
  raceDaysQuerySchema,
  raceDaysSchema,
  searchQuerySchema,
  searchResultsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, rateLimited } from '../../app-error';
import { getFormGuide } from './get-form-guide';
import { getPriceHistory } from './get-price-history';
import { listFixturesOfDay } from './list-fixtures';
import { raceCardRoutes } from './race-card.routes';
import { findRaceDaysBetween } from './races.queries';
import { searchNames } from './search-names';
import { createStreamProvider } from '../video/create-stream-provider';
import { errorResponses } from '../../plugins/error-responses';

const MAX_CALENDAR_DAYS = 92;
/** Searches per address a minute: a fast typist sends about two a second, many share a mobile address. */
const SEARCHES_PER_ADDRESS_PER_MINUTE = 300;

export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  const videoProvider = createStreamProvider(app.env);
  await app.register(raceCardRoutes);

  app.get(
    '/mc/sport-fixture',
    {
      schema: {
        tags: ['races'],
        summary: 'Races of an India-time day (default today) on the digital channel',
        querystring: fixtureListQuerySchema,
        response: { 200: fixtureListSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      listFixturesOfDay(app.database.db, request.query.date ?? indiaDayOf(app.clock.now())),
  );

  app.get(
    '/mc/sport-fixture/:id/price-history',
    {
      schema: {
        tags: ['races'],
        summary:
          "Every price each of a race's selections has had, oldest (the opening price) first",
        params: fixtureIdParamsSchema,
        response: { 200: priceHistorySchema, ...errorResponses(400, 404) },
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
        response: { 200: formGuideSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const guide = await getFormGuide(app.database.db, request.params.uid, {
        provider: videoProvider,
        now: app.clock.now(),
      });
      if (!guide) throw new AppError('NOT_FOUND', 'This runner could not be found.');
      void reply.header('cache-control', 'public, max-age=300');
      return guide;
    },
  );

  app.get(
    '/mc/search',
    {
      schema: {
        tags: ['races'],
        summary:
          'Horses, jockeys, trainers and venues by name, misspelt or not, and the races they lead to',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const limit = await app.rateLimiter.hit(
        `search:ip:${request.ip}`,
        SEARCHES_PER_ADDRESS_PER_MINUTE,
        60,
      );
      if (!limit.allowed) {
        throw rateLimited('Too many searches. Please wait a moment.', limit.retryAfterSeconds);
      }
      // The same for everyone; a next race changes only as cards are published or run.
      void reply.header('cache-control', 'public, max-age=60');
      return searchNames(app.database.db, request.query.q, app.clock.now());
    },
  );

  app.get(
    '/mc/race-days',
    {
      schema: {
        tags: ['races'],
        summary: 'India-time days in [from, to] that have races, for the calendar',
        querystring: raceDaysQuerySchema,
        response: { 200: raceDaysSchema, ...errorResponses(400) },
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
