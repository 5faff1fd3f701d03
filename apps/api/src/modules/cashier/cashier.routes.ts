import {
  addBeneficiaryBodySchema,
  anyFundsTransferSchema,
  DEPOSIT_MESSAGES,
  depositResponseSchema,
  addBeneficiaryResponseSchema,
  beneficiariesSchema,
  CASHIER_MESSAGES,
  fundsTransferBodySchema,
  fundsTransferParamsSchema,
  fundsTransferResponseSchema,
  fundsTransfersSchema,
  idempotencyHeadersSchema,
  messageResponseSchema,
  rupeesToPaise,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../app-error';
import { replyOnce } from '../../idempotency/reply-once';
import { runIdempotent } from '../../idempotency/run-idempotent';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { sendProofCode } from '../identity/send-proof-code';
import { addBeneficiary } from './add-beneficiary';
import { checkPayoutDestination } from './check-payout-destination';
import { listBeneficiaries } from './beneficiaries.queries';
import { requestWithdrawal } from './request-withdrawal';
import { findOwnDeposit } from './deposits.queries';
import { startDeposit } from './start-deposit';
import { toBeneficiary } from './to-beneficiary';
import { toDepositTransfer } from './to-deposit-transfer';
import { toFundsTransfer } from './to-funds-transfer';
import { findOwnWithdrawal, listPlayerWithdrawals } from './withdrawals.queries';

const tags = ['cashier'];
const security = [{ bearer: [] }];
const WITHDRAWALS_LIMIT = 100;

export const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.database.db,
    clock: app.clock,
    secrets: app.secrets,
    notifier: app.notifier,
    rateLimiter: app.rateLimiter,
    publicUrl: app.env.PUBLIC_URL,
    log: app.log,
  });

  app.post(
    '/customer/self/cashier/beneficiary/otp',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Send a code to your verified mobile to confirm a new beneficiary',
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await sendProofCode(deps(), currentPlayer(request).id, 'SMS', request.ip);
      return { message: 'OTP sent to your mobile' };
    },
  );

  app.post(
    '/customer/self/cashier/beneficiary',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Add a bank account or UPI handle, confirmed with your password or a code',
        body: addBeneficiaryBodySchema,
        response: { 201: addBeneficiaryResponseSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const beneficiary = await addBeneficiary(
        { ...deps(), coolingOffHours: app.env.BENEFICIARY_COOLING_OFF_HOURS },
        currentPlayer(request),
        request.body,
        request.ip,
      );
      return reply.status(201).send({ message: CASHIER_MESSAGES.beneficiaryAdded, beneficiary });
    },
  );

  app.get(
    '/customer/self/cashier/beneficiary',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary:
          'Your beneficiaries (account numbers masked), each with when it can first receive money',
        response: { 200: beneficiariesSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      (await listBeneficiaries(app.database.db, currentPlayer(request).id)).map((row) =>
        toBeneficiary(row, app.env.BENEFICIARY_COOLING_OFF_HOURS),
      ),
  );

  app.post(
    '/customer/self/cashier/funds-transfer',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary:
          'Withdraw winnings to a beneficiary, or start a deposit by UPI or net banking where deposits are on (Idempotency-Key required)',
        headers: idempotencyHeadersSchema,
        body: fundsTransferBodySchema,
        response: {
          201: z.union([fundsTransferResponseSchema, depositResponseSchema]),
          ...errorResponses(400, 401, 402, 403, 409, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const player = currentPlayer(request);
      if (body.transferType === 'DEPOSIT') {
        if (!app.deposits.isOn) throw new AppError('FORBIDDEN', CASHIER_MESSAGES.depositsDisabled);
        return replyOnce(
          reply,
          runIdempotent(
            app.database.db,
            {
              ownerId: player.id,
              key: request.headers['idempotency-key'],
              scope: 'deposit',
              body,
              now: app.clock.now(),
              requestId: request.id,
            },
            async (tx) => {
              const deposit = await startDeposit(tx, {
                playerId: player.id,
                body,
                clock: app.clock,
                provider: app.deposits.provider,
                ip: request.ip,
              });
              return {
                status: 201,
                body: { message: DEPOSIT_MESSAGES.started, transfer: toDepositTransfer(deposit) },
              };
            },
          ),
        );
      }
      await checkPayoutDestination(deps(), player, body, {
        coolingOffHours: app.env.BENEFICIARY_COOLING_OFF_HOURS,
        ip: request.ip,
      });
      const now = app.clock.now();
      return replyOnce(
        reply,
        runIdempotent(
          app.database.db,
          {
            ownerId: player.id,
            key: request.headers['idempotency-key'],
            scope: 'withdraw',
            body,
            now,
            requestId: request.id,
          },
          async (tx) => {
            const view = await requestWithdrawal(tx, {
              playerId: player.id,
              body,
              now,
              reviewAbovePaise: BigInt(rupeesToPaise(app.env.WITHDRAWAL_REVIEW_RUPEES)),
              ip: request.ip,
            });
            return {
              status: 201,
              body: {
                message: CASHIER_MESSAGES.withdrawSuccessInstant,
                transfer: toFundsTransfer(view),
              },
            };
          },
        ),
        (answer) => {
          if (answer.status !== 201) return;
          const transfer = fundsTransferResponseSchema.parse(answer.body).transfer;
          // After the hold has committed: the provider never hears of money we do not hold.
          if (transfer.status === 'PENDING') void app.payouts.dispatch(transfer.uid);
        },
      );
    },
  );

  app.get(
    '/customer/self/cashier/funds-transfer',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Your withdrawals, newest first',
        response: { 200: fundsTransfersSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      (
        await listPlayerWithdrawals(app.database.db, currentPlayer(request).id, WITHDRAWALS_LIMIT)
      ).map(toFundsTransfer),
  );

  app.get(
    '/customer/self/cashier/funds-transfer/:id',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'One of your withdrawals or deposits',
        params: fundsTransferParamsSchema,
        response: { 200: anyFundsTransferSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const playerId = currentPlayer(request).id;
      const view = await findOwnWithdrawal(app.database.db, playerId, request.params.id);
      if (view) return toFundsTransfer(view);
      const deposit = await findOwnDeposit(app.database.db, playerId, request.params.id);
      if (!deposit) throw notFound('Transfer');
      return toDepositTransfer(deposit);
    },
  );
};
