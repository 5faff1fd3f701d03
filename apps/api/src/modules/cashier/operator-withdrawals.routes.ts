import {
  operatorReasonBodySchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsQuerySchema,
  operatorWithdrawalsSchema,
  withdrawalUidParamsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { notifyOutcome } from './apply-payout-callback';
import { approveWithdrawal, checkRetryable, rejectWithdrawal } from './review-withdrawal';
import { toOperatorWithdrawal } from './to-funds-transfer';
import { listWithdrawalsForOperators } from './withdrawals.queries';

const tags = ['operator'];
const QUEUE_LIMIT = 200;
const actionResponse = {
  200: operatorWithdrawalSchema,
  ...errorResponses(400, 401, 403, 404, 409, 503),
};

/** Registered inside the requireOperator scope of operators.routes.ts. */
export const operatorWithdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadOne = async (uid: string) => {
    const rows = await listWithdrawalsForOperators(app.database.db, undefined, QUEUE_LIMIT, uid);
    const [row] = rows;
    if (!row) throw notFound('Withdrawal');
    return toOperatorWithdrawal(row);
  };
  const action = (request: { params: { uid: string }; ip: string }, operatorId: string) => ({
    withdrawalId: request.params.uid,
    operatorId,
    ip: request.ip,
    now: app.clock.now(),
  });

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        security: requires('withdrawals:view'),
        summary: 'Withdrawals, newest first; ?status=REVIEW for the review queue',
        querystring: operatorWithdrawalsQuerySchema,
        response: { 200: operatorWithdrawalsSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      (await listWithdrawalsForOperators(app.database.db, request.query.status, QUEUE_LIMIT)).map(
        toOperatorWithdrawal,
      ),
  );

  app.post(
    '/withdrawals/:uid/approve',
    {
      schema: {
        tags,
        security: requires('withdrawals:review'),
        summary:
          'Approve a withdrawal in REVIEW: the first approval is recorded, a second by another operator sends it to the payout provider',
        params: withdrawalUidParamsSchema,
        response: actionResponse,
      },
    },
    async (request) => {
      const { withdrawal, isApproved } = await approveWithdrawal(
        app.database.db,
        action(request, currentOperator(request).id),
      );
      if (isApproved) await app.payouts.dispatch(withdrawal.id);
      return loadOne(withdrawal.id);
    },
  );

  app.post(
    '/withdrawals/:uid/reject',
    {
      schema: {
        tags,
        security: requires('withdrawals:review'),
        summary: 'Reject a withdrawal in REVIEW: the held amount returns to the player',
        params: withdrawalUidParamsSchema,
        body: operatorReasonBodySchema,
        response: actionResponse,
      },
    },
    async (request) => {
      const rejected = await rejectWithdrawal(app.database.db, {
        ...action(request, currentOperator(request).id),
        reason: request.body.reason,
      });
      await notifyOutcome(
        { db: app.database.db, notifier: app.notifier, hub: app.hub, log: app.log },
        rejected,
      );
      return loadOne(rejected.id);
    },
  );

  app.post(
    '/withdrawals/:uid/retry',
    {
      schema: {
        tags,
        security: requires('withdrawals:review'),
        summary: 'Send a PENDING withdrawal to the payout provider again',
        params: withdrawalUidParamsSchema,
        response: actionResponse,
      },
    },
    async (request) => {
      const withdrawal = await checkRetryable(
        app.database.db,
        action(request, currentOperator(request).id),
      );
      await app.payouts.dispatch(withdrawal.id);
      return loadOne(withdrawal.id);
    },
  );
};
