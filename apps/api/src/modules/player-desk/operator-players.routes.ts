import {
  adjustmentRequestSchema,
  idempotencyHeadersSchema,
  moneyMovedResponseSchema,
  playerAdjustmentBodySchema,
  playerUidParamsSchema,
  retailCashInBodySchema,
  rupeesToPaise,
} from '@furlong/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from '../../db/client';
import { replyOnce } from '../../idempotency/reply-once';
import { runIdempotent } from '../../idempotency/run-idempotent';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { adjustOrAsk, cashInOrAsk, type HandMoneyLimits } from './move-money-by-hand';

const tags = ['operator'];
const response = {
  201: moneyMovedResponseSchema,
  202: adjustmentRequestSchema,
  ...errorResponses(400, 401, 402, 403, 404, 409, 422, 503),
};

/** Registered inside the requireOperator scope. Both routes move money, so both take an Idempotency-Key. */
export const operatorPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits: HandMoneyLimits = {
    perPlayerPaise: BigInt(rupeesToPaise(app.env.ADJUSTMENT_APPROVAL_RUPEES)),
    perOperatorPaise: BigInt(rupeesToPaise(app.env.OPERATOR_DAILY_APPROVAL_RUPEES)),
  };
  /**
   * Keys belong to the operator; the player's uid is part of the hashed body, so one key
   * reused for another player is refused (422) rather than answered with the first player's reply.
   */
  const moveMoneyOnce = async (
    reply: FastifyReply,
    claim: { operatorId: string; playerId: string; key: string; scope: string; body: unknown },
    work: (tx: Transaction) => Promise<{ status: 201 | 202; body: unknown }>,
  ) => {
    return replyOnce(
      reply,
      runIdempotent(
        app.database.db,
        {
          ownerId: claim.operatorId,
          key: claim.key,
          scope: claim.scope,
          body: claim.body,
          now: app.clock.now(),
          requestId: reply.request.id,
        },
        work,
      ),
      (answer) => {
        if (answer.status === 201)
          void announceAccountChange(app.hub, [claim.playerId], { reason: 'BALANCE_ADJUSTED' });
      },
    );
  };

  app.post(
    '/players/:uid/adjustments',
    {
      schema: {
        tags,
        security: requires('players:adjust'),
        summary:
          "Credit (amount > 0) or debit (amount < 0) a player's cash or bonus (Idempotency-Key required); past the operator's India-day limits (ADJUSTMENT_APPROVAL_RUPEES per player, OPERATOR_DAILY_APPROVAL_RUPEES over all) it answers 202 with a request another operator must approve",
        params: playerUidParamsSchema,
        headers: idempotencyHeadersSchema,
        body: playerAdjustmentBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const operatorId = currentOperator(request).id;
      const claim = {
        operatorId,
        playerId: request.params.uid,
        key: request.headers['idempotency-key'],
        scope: 'adjustment',
        body: { uid: request.params.uid, ...request.body },
      };
      const adjustment = {
        playerId: request.params.uid,
        operatorId,
        amountPaise: BigInt(rupeesToPaise(request.body.amount)),
        pocket: request.body.pocket,
        reason: request.body.reason,
        ip: request.ip,
      };
      return moveMoneyOnce(reply, claim, (tx) =>
        adjustOrAsk(tx, adjustment, limits, app.clock.now()),
      );
    },
  );

  app.post(
    '/players/:uid/cash-in',
    {
      schema: {
        tags,
        security: requires('players:cash-in'),
        summary:
          "Credit cash taken at a retail counter to a player's deposits (Idempotency-Key required); past the operator's India-day limits, as for adjustments, it answers 202 with a request another operator must approve",
        params: playerUidParamsSchema,
        headers: idempotencyHeadersSchema,
        body: retailCashInBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const operatorId = currentOperator(request).id;
      const claim = {
        operatorId,
        playerId: request.params.uid,
        key: request.headers['idempotency-key'],
        scope: 'cash-in',
        body: { uid: request.params.uid, ...request.body },
      };
      const cashIn = {
        playerId: request.params.uid,
        operatorId,
        amountPaise: BigInt(rupeesToPaise(request.body.amount)),
        reference: request.body.reference,
        ip: request.ip,
      };
      return moveMoneyOnce(reply, claim, (tx) => cashInOrAsk(tx, cashIn, limits, app.clock.now()));
    },
  );
};
