import {
  debtWrittenOffResponseSchema,
  idempotencyHeadersSchema,
  playerDebtsResponseSchema,
  playerUidParamsSchema,
  writeOffDebtBodySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyOnce } from '../../idempotency/reply-once';
import { runIdempotent } from '../../idempotency/run-idempotent';
import { currentOperator } from '../../plugins/signed-in';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { listOpenDebts } from './list-open-debts';
import { writeOffDebt } from './write-off-debt';

/** Registered inside the requireOperator scope: what players owe, and writing a debt off. */
export const operatorDebtsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/debts',
    {
      schema: {
        tags,
        security: requires('players:view'),
        summary:
          'Players who owe after a corrected result, with the cause and history of each debt',
        response: responses(200, playerDebtsResponseSchema),
      },
    },
    async () => ({ debts: await listOpenDebts(app.database.db) }),
  );

  app.post(
    '/debts/:uid/write-off',
    {
      schema: {
        tags,
        security: requires('players:adjust'),
        summary:
          'Write off all a player owes to the house bad-debt account, with a reason (Idempotency-Key required)',
        params: playerUidParamsSchema,
        headers: idempotencyHeadersSchema,
        body: writeOffDebtBodySchema,
        response: responses(201, debtWrittenOffResponseSchema, [404, 409, 422]),
      },
    },
    async (request, reply) => {
      const operatorId = currentOperator(request).id;
      return replyOnce(
        reply,
        runIdempotent(
          app.database.db,
          {
            ownerId: operatorId,
            key: request.headers['idempotency-key'],
            scope: 'debt-write-off',
            body: { uid: request.params.uid, ...request.body },
            now: app.clock.now(),
            requestId: request.id,
          },
          async (tx) => ({
            status: 201,
            body: await writeOffDebt(tx, {
              playerId: request.params.uid,
              operatorId,
              reason: request.body.reason,
              ip: request.ip,
            }),
          }),
        ),
      );
    },
  );
};
