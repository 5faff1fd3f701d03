import {
  feedMessagesBodySchema,
  feedMessagesResponseSchema,
  feedParamsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { operatorActorOf } from '../audit/audit-operator';
import { raceDepsOf } from '../races/race-deps';
import { receiveFeedMessages } from './receive-feed-messages';

/** Price feeds push here (docs/price-feed.md), signed in as an operator who may run races. */
export const priceFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feeds/:feedId/messages',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          "A price feed's messages (prices, status, results, heartbeat), applied in order through the race verbs; the feed is alive from now",
        params: feedParamsSchema,
        body: feedMessagesBodySchema,
        response: responses(200, feedMessagesResponseSchema, [404, 409]),
      },
    },
    (request) =>
      receiveFeedMessages(
        raceDepsOf(app),
        operatorActorOf(request),
        request.params.feedId,
        request.body,
      ),
  );
};
