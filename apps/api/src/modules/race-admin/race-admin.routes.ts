import {
  nextOffResponseSchema,
  createRaceBodySchema,
  meetingBodySchema,
  meetingResponseSchema,
  operatorRaceParamsSchema,
  operatorRaceSchema,
  operatorRacesQuerySchema,
  operatorRacesResponseSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { raceDepsOf, type RaceDeps } from '../races/race-deps';
import { operatorActorOf } from '../audit/audit-operator';
import { auditLogRoutes } from './audit-log.routes';
import { createMeeting } from './create-meeting';
import { createOperatorRace } from './create-operator-race';
import { getOperatorRace } from './get-operator-race';
import { listNextOff } from './list-next-off';
import { listRaceDay } from './list-race-day';
import { reviewQueueRoutes } from './review-queue.routes';
import { requires, responses, tags } from '../../plugins/operator-route-schema';

/** Race days and race cards, under /api/operator (inside the requireOperator scope). */
export const raceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RaceDeps => raceDepsOf(app);
  const actor = operatorActorOf;
  const raceReply = (uid: string) => getOperatorRace(app.database.db, uid, app.clock.now());

  app.get(
    '/races',
    {
      schema: {
        tags,
        security: requires('races:view'),
        summary: 'The race day board: every race of one India-time day, with its book',
        querystring: operatorRacesQuerySchema,
        response: responses(200, operatorRacesResponseSchema),
      },
    },
    (request) => listRaceDay(app.database.db, request.query.day),
  );

  app.get(
    '/races/next-off',
    {
      schema: {
        tags,
        security: requires('races:view'),
        summary:
          'The races still to run across every venue, soonest first, with stakes, worst case and pending reviews',
        response: responses(200, nextOffResponseSchema),
      },
    },
    () => listNextOff(app.database.db, app.clock.now()),
  );

  app.get(
    '/races/:uid',
    {
      schema: {
        tags,
        security: requires('races:view'),
        summary: 'One race card with its book and the actions its state allows',
        params: operatorRaceParamsSchema,
        response: responses(200, operatorRaceSchema, [404]),
      },
    },
    (request) => raceReply(request.params.uid),
  );

  app.post(
    '/meetings',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary: 'Open a race day at a venue (the same venue and day return the same meeting)',
        body: meetingBodySchema,
        response: responses(201, meetingResponseSchema),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMeeting(deps(), actor(request), request.body)),
  );

  app.post(
    '/races',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary: 'Add a race (NEW) with runners and the four markets; creates the meeting if new',
        body: createRaceBodySchema,
        response: responses(201, operatorRaceSchema, [409]),
      },
    },
    async (request, reply) => {
      const uid = await createOperatorRace(deps(), actor(request), request.body);
      return reply.status(201).send(await raceReply(uid));
    },
  );

  await app.register(reviewQueueRoutes);
  await app.register(auditLogRoutes);
};
