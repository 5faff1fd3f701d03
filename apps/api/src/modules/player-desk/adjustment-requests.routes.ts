import {
  adjustmentRequestSchema,
  adjustmentRequestsQuerySchema,
  adjustmentRequestsSchema,
  operatorReasonBodySchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { listAdjustmentRequests } from './adjustment-requests.queries';
import { decideAdjustmentRequest, type AdjustmentDecision } from './decide-adjustment-request';

const tags = ['operator'];
const params = z.object({ uid: z.uuid() });
const actionResponse = {
  200: adjustmentRequestSchema,
  ...errorResponses(400, 401, 402, 403, 404, 409),
};

/**
 * The checker's queue of large adjustments (maker-checker, decision 026). Registered inside
 * the requireOperator scope; deciding needs the same permission as adjusting.
 */
export const adjustmentRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const decide = async (request: FastifyRequest, decision: AdjustmentDecision['decision']) => {
    const outcome = await decideAdjustmentRequest(app.database.db, {
      requestId: (request.params as { uid: string }).uid,
      operatorId: currentOperator(request).id,
      ip: request.ip,
      now: app.clock.now(),
      decision,
    });
    if (outcome.hasMovedMoney)
      void announceAccountChange(app.hub, [outcome.request.player.uid], {
        reason: 'BALANCE_ADJUSTED',
      });
    return outcome.request;
  };

  app.get(
    '/adjustment-requests',
    {
      schema: {
        tags,
        security: requires('players:adjust'),
        summary: 'Large adjustments by status (PENDING by default), the longest waiting first',
        querystring: adjustmentRequestsQuerySchema,
        response: { 200: adjustmentRequestsSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => listAdjustmentRequests(app.database.db, { status: request.query.status }),
  );

  app.post(
    '/adjustment-requests/:uid/approve',
    {
      schema: {
        tags,
        security: requires('players:adjust'),
        summary:
          "Approve another operator's large adjustment: the money moves now, once (the maker gets 403 OWN_APPROVAL_FORBIDDEN)",
        params,
        response: actionResponse,
      },
    },
    async (request) => decide(request, { kind: 'approve' }),
  );

  app.post(
    '/adjustment-requests/:uid/reject',
    {
      schema: {
        tags,
        security: requires('players:adjust'),
        summary: "Reject another operator's large adjustment with a reason; no money moves",
        params,
        body: operatorReasonBodySchema,
        response: actionResponse,
      },
    },
    async (request) => decide(request, { kind: 'reject', reason: request.body.reason }),
  );
};
