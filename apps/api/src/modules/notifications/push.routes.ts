import {
  pushEndpointBodySchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionSchema,
  pushSubscriptionsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { isAllowedPushEndpoint } from './push-endpoint';
import {
  listPushSubscriptions,
  removePushEndpoint,
  removePushSubscription,
  savePushSubscription,
} from './push-subscriptions';

const tags = ['push'];
const security = [{ bearer: [] }];

/** Web Push: the server's key, and the player's browsers that receive pushes (decision 081). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowLoopbackHttp = app.env.PUSH_ALLOW_LOOPBACK_HTTP === 'on';

  app.get(
    '/customer/self/push/key',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: pushKeySchema, ...errorResponses(401) },
      },
    },
    async () => ({ publicKey: app.pushKeys.publicKey }),
  );

  app.get(
    '/customer/self/push/subscriptions',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Your browsers that receive pushes, and the kinds each asked for',
        response: { 200: pushSubscriptionsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listPushSubscriptions(app.database.db, currentPlayer(request).id);
    },
  );

  app.put(
    '/customer/self/push/subscriptions',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: "Save this browser's subscription and the kinds of push it wants",
        body: pushSubscriptionBodySchema,
        response: { 200: pushSubscriptionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (!isAllowedPushEndpoint(request.body.endpoint, { allowLoopbackHttp }))
        throw new AppError('VALIDATION_FAILED', 'This browser cannot receive notifications here.');
      return savePushSubscription(
        app.database.db,
        currentPlayer(request).id,
        request.body,
        app.clock.now(),
      );
    },
  );

  app.delete(
    '/customer/self/push/subscriptions/:uid',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Stop pushes to one of your browsers',
        params: pushSubscriptionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const found = await removePushSubscription(
        app.database.db,
        currentPlayer(request).id,
        request.params.uid,
      );
      if (!found) throw new AppError('NOT_FOUND', 'This subscription could not be found.');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/customer/self/push/subscriptions',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Stop pushes to this browser (signing out): 204 whether or not it had any',
        body: pushEndpointBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await removePushEndpoint(app.database.db, currentPlayer(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
