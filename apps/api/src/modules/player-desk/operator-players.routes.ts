import {
  adjustmentRequestSchema,
  idempotencyHeadersSchema,
  moneyMovedResponseSchema,
  playerAdjustmentBodySchema,
  playerUidParamsSchema,
  retailCashInBodySchema,
  rupeesToPaise,
} from '@furlong/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** Who moves money by hand, for whom, how much, from where: what an adjustment and a cash-in share. */
interface HandMover {
  playerId: string;
  operatorId: string;
  amountPaise: bigint;
  ip: string;
}
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
   * The preamble both routes share: the operator moving the money, the amount in paise, and the
   * Idempotency-Key's claim. Keys belong to the operator; the player's uid is part of the hashed
   * body, so one key reused for another player is refused (422) rather than answered with the
   * first player's reply.
   */
  const moveMoneyOnce = async (
    request: FastifyRequest,
    reply: FastifyReply,
    move: { scope: string; playerId: string; key: string; body: { amount: number } },
    work: (tx: Transaction, mover: HandMover) => Promise<{ status: 201 | 202; body: unknown }>,
  ) => {
    const mover: HandMover = {
      playerId: move.playerId,
      operatorId: currentOperator(request).id,
      amountPaise: BigInt(rupeesToPaise(move.body.amount)),
      ip: request.ip,
    };
    return replyOnce(
      reply,
      runIdempotent(
        app.database.db,
        {
          ownerId: mover.operatorId,
          key: move.key,
          scope: move.scope,
          body: { uid: move.playerId, ...move.body },
          now: app.clock.now(),
          requestId: request.id,
        },
        (tx) => work(tx, mover),
      ),
      (answer) => {
        if (answer.status === 201)
          void announceAccountChange(app.hub, [move.playerId], { reason: 'BALANCE_ADJUSTED' });
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
      const { pocket, reason } = request.body;
      const move = {
        scope: 'adjustment',
        playerId: request.params.uid,
        key: request.headers['idempotency-key'],
        body: request.body,
      };
      return moveMoneyOnce(request, reply, move, (tx, mover) =>
        adjustOrAsk(tx, { ...mover, pocket, reason }, limits, app.clock.now()),
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
      const { reference } = request.body;
      const move = {
        scope: 'cash-in',
        playerId: request.params.uid,
        key: request.headers['idempotency-key'],
        body: request.body,
      };
      return moveMoneyOnce(request, reply, move, (tx, mover) =>
        cashInOrAsk(tx, { ...mover, reference }, limits, app.clock.now()),
      );
    },
  );
};
