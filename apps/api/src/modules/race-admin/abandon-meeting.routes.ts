import {
  abandonMeetingBodySchema,
  abandonMeetingResponseSchema,
  meetingParamsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperator, requires } from '../../plugins/authenticate-operator';
import { abandonMeeting } from './abandon-meeting';
import { responses, tags } from './route-schema';

export const abandonMeetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meetings/:uid/abandon',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Abandon a meeting: every race not yet paid is voided and every stake on it refunded',
        params: meetingParamsSchema,
        body: abandonMeetingBodySchema,
        response: responses(200, abandonMeetingResponseSchema, [404, 409]),
      },
    },
    (request) =>
      abandonMeeting(
        { db: app.database.db, hub: app.hub, clock: app.clock, settlements: app.settlements },
        { operatorId: currentOperator(request).id, ip: request.ip },
        request.params.uid,
        request.body.reason,
      ),
  );
};
