import {
  betUidParamsSchema,
  palpableErrorBodySchema,
  palpableErrorRequestSchema,
  palpableErrorRequestsResponseSchema,
  palpableRequestParamsSchema,
  rejectPalpableBodySchema,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperator } from '../../plugins/signed-in';
import { notifyPlayer } from '../cashier/notify-player';
import { players } from '../customers/customers.schema';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import {
  decidePalpableError,
  findPalpableRequests,
  requestPalpableError,
  type PalpableDecision,
} from './palpable-errors';

/** Palpable errors: a trader asks, a second operator approves, the player is told (decision 035). */
export const palpableErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest) => ({
    operatorId: currentOperator(request).id,
    ip: request.ip,
  });

  app.post(
    '/bets/:betUid/palpable-error',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          'Ask to void or re-price one bet struck at an obvious wrong price, with a reason; a second operator approves',
        params: betUidParamsSchema,
        body: palpableErrorBodySchema,
        response: responses(201, palpableErrorRequestSchema, [404, 409]),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requestPalpableError(
            app.database.db,
            actor(request),
            request.params.betUid,
            request.body,
            app.clock.now(),
          ),
        ),
  );

  app.get(
    '/palpable-errors',
    {
      schema: {
        tags,
        security: requires('bets:view'),
        summary: 'Palpable-error requests waiting for a second operator, newest first',
        response: responses(200, palpableErrorRequestsResponseSchema),
      },
    },
    async () => ({ requests: await findPalpableRequests(app.database.db) }),
  );

  const decide = async (request: FastifyRequest, decision: PalpableDecision['decision']) => {
    const { uid } = request.params as { uid: string };
    const result = await decidePalpableError(app.database.db, {
      requestId: uid,
      actor: actor(request),
      now: app.clock.now(),
      decision,
    });
    if (result.bet) {
      const [player] = await app.database.db
        .select({ email: players.email })
        .from(players)
        .where(eq(players.id, result.bet.playerId));
      const made = result.request;
      if (player)
        await notifyPlayer({ notifier: app.notifier, log: request.log }, player, {
          purpose: 'BET_CORRECTED',
          subject: `Your bet ${made.ticketNumber} has been corrected`,
          body:
            made.kind === 'VOID'
              ? `Ticket ${made.ticketNumber} (${made.horse}, ${made.market} at ${made.odds.toFixed(2)}) was struck at an obvious price error and has been made void: its stake is refunded to your wallet. Reason: ${made.reason}`
              : `Ticket ${made.ticketNumber} (${made.horse}, ${made.market}) was struck at an obvious price error: it now stands at ${made.newOdds?.toFixed(2)} instead of ${made.odds.toFixed(2)}. Reason: ${made.reason}`,
        });
    }
    return result.request;
  };

  app.post(
    '/palpable-errors/:uid/approve',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          'Approve another operator’s palpable-error request: the bet is voided (stake refunded) or re-priced, and the player told',
        params: palpableRequestParamsSchema,
        response: responses(200, palpableErrorRequestSchema, [404, 409]),
      },
    },
    (request) => decide(request, { kind: 'approve' }),
  );

  app.post(
    '/palpable-errors/:uid/reject',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary: 'Reject another operator’s palpable-error request, with a reason',
        params: palpableRequestParamsSchema,
        body: rejectPalpableBodySchema,
        response: responses(200, palpableErrorRequestSchema, [404, 409]),
      },
    },
    (request) => decide(request, { kind: 'reject', reason: request.body.reason }),
  );
};
