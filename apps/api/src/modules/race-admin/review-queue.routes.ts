import {
  offerBetBodySchema,
  offerBetResponseSchema,
  rejectBetBodySchema,
  reviewBetParamsSchema,
  reviewDecisionResponseSchema,
  reviewQueueResponseSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperator } from '../../plugins/signed-in';
import { confirmBet } from './confirm-bet';
import { listReviewQueue } from './list-review-queue';
import { offerBet } from './offer-bet';
import { rejectBet } from './reject-bet';
import { requires, responses, tags } from '../../plugins/operator-route-schema';

/** The trader review queue: bets whose liability held them at ACCEPTED. */
export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, hub: app.hub, clock: app.clock });

  app.get(
    '/review-queue',
    {
      schema: {
        tags,
        security: requires('bets:view'),
        summary: 'Bets waiting for a trader, the soonest race first',
        response: responses(200, reviewQueueResponseSchema),
      },
    },
    () => listReviewQueue(app.database.db, app.clock.now()),
  );

  app.post(
    '/review-queue/:betUid/confirm',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          'Let a held bet stand (ACCEPTED → CONFIRMED), before the off; 409 if already decided or settled',
        params: reviewBetParamsSchema,
        response: responses(200, reviewDecisionResponseSchema, [404, 409]),
      },
    },
    (request) =>
      confirmBet(
        deps(),
        { operatorId: currentOperator(request).id, ip: request.ip },
        request.params.betUid,
      ),
  );

  app.post(
    '/review-queue/:betUid/reject',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          'Refuse a held bet (→ REJECTED) and refund its ticket price once; 409 if already decided or settled',
        params: reviewBetParamsSchema,
        body: rejectBetBodySchema.nullish(),
        response: responses(200, reviewDecisionResponseSchema, [404, 409]),
      },
    },
    (request) =>
      rejectBet(
        deps(),
        { operatorId: currentOperator(request).id, ip: request.ip },
        request.params.betUid,
        request.body?.reason,
      ),
  );

  app.post(
    '/review-queue/:betUid/offer',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          'Offer the player of a held single part of its stake and/or a shorter price, which the player takes or declines once within 60 s (decision 080); 409 if already decided, offered or off',
        params: reviewBetParamsSchema,
        body: offerBetBodySchema,
        response: responses(201, offerBetResponseSchema, [400, 404, 409]),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await offerBet(
            deps(),
            { operatorId: currentOperator(request).id, ip: request.ip },
            request.params.betUid,
            request.body,
          ),
        ),
  );
};
