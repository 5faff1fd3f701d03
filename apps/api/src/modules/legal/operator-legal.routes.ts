import {
  LEGAL_CHANGE_SCOPE_ALL,
  legalChangeParamsSchema,
  legalChangesQuerySchema,
  legalModeChangeBodySchema,
  legalModeChangeSchema,
  legalModeChangesSchema,
  legalPayoutReportSchema,
  legalStateParamsSchema,
  legalWindDownAllBodySchema,
  operatorLegalStatesSchema,
  operatorReasonBodySchema,
  rupeesToPaise,
  SPORTS_CHANNEL,
} from '@furlong/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { requires } from '../../plugins/operator-route-schema';
import { currentOperator } from '../../plugins/signed-in';
import { announceAccountChange } from '../../realtime/announce-account-change';
import {
  askModeChange,
  decideModeChange,
  type ModeChangeDecision,
  type ModeChangeOutcome,
} from './change-legal-mode';
import { listModeChanges, listOperatorStates } from './legal-states.queries';
import { payOutState } from './pay-out-state';

const tags = ['operator'];
const security = requires('legal:manage');
/** 200: applied (a second ADMIN's identical call); 202: recorded, waiting for a second ADMIN. */
const changeResponse = {
  200: legalModeChangeSchema,
  202: legalModeChangeSchema,
  ...errorResponses(400, 401, 403, 404, 409),
};

/**
 * The Legal page's API (decision 063): states' modes under maker-checker (two ADMINs), the
 * all-states wind-down, and the pay-out of a closing state. Registered inside requireOperator.
 */
export const operatorLegalRoutes: FastifyPluginAsyncZod = async (app) => {
  /** After the commit: every replica's clients hear which states changed, and refetch. */
  const answer = async (reply: FastifyReply, outcome: ModeChangeOutcome) => {
    if (outcome.changedStates.length > 0)
      await app.hub.publish({
        channel: SPORTS_CHANNEL,
        event: 'legal_changed',
        data: { states: outcome.changedStates },
      });
    return reply.code(outcome.change.status === 'PENDING' ? 202 : 200).send(outcome.change);
  };
  const asker = (request: FastifyRequest) => ({
    operatorId: currentOperator(request).id,
    ip: request.ip,
    now: app.clock.now(),
  });

  app.get(
    '/legal/states',
    {
      schema: {
        tags,
        security,
        summary: "Every state's mode, the last change's reason and reference, and its players",
        response: { 200: operatorLegalStatesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listOperatorStates(app.database.db),
  );

  app.put(
    '/legal/states/:state',
    {
      schema: {
        tags,
        security,
        summary:
          "Set a state's mode (maker-checker): the first call answers 202 waiting for approval; another ADMIN's identical call (or the approve route) applies it, 200",
        params: legalStateParamsSchema,
        body: legalModeChangeBodySchema,
        response: changeResponse,
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await askModeChange(app.database.db, {
          scope: request.params.state,
          ...request.body,
          ...asker(request),
        }),
      ),
  );

  app.post(
    '/legal/wind-down-all',
    {
      schema: {
        tags,
        security,
        summary:
          'Every state not OFF to WIND_DOWN (a court order), under maker-checker as a single state: 202, then 200 once another ADMIN approves',
        body: legalWindDownAllBodySchema,
        response: changeResponse,
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await askModeChange(app.database.db, {
          scope: LEGAL_CHANGE_SCOPE_ALL,
          mode: 'WIND_DOWN',
          ...request.body,
          ...asker(request),
        }),
      ),
  );

  app.get(
    '/legal/changes',
    {
      schema: {
        tags,
        security,
        summary: 'Mode changes by status (PENDING by default), the longest waiting first',
        querystring: legalChangesQuerySchema,
        response: { 200: legalModeChangesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listModeChanges(app.database.db, { status: request.query.status }),
  );

  const decide = async (
    request: FastifyRequest,
    reply: FastifyReply,
    decision: ModeChangeDecision['decision'],
  ) =>
    answer(
      reply,
      await decideModeChange(app.database.db, {
        changeId: (request.params as { uid: string }).uid,
        decision,
        ...asker(request),
      }),
    );

  app.post(
    '/legal/changes/:uid/approve',
    {
      schema: {
        tags,
        security,
        summary:
          "Approve another ADMIN's mode change: applied now, once (its maker gets 403 OWN_APPROVAL_FORBIDDEN)",
        params: legalChangeParamsSchema,
        response: changeResponse,
      },
    },
    async (request, reply) => decide(request, reply, { kind: 'approve' }),
  );

  app.post(
    '/legal/changes/:uid/reject',
    {
      schema: {
        tags,
        security,
        summary: "Reject another ADMIN's mode change with a reason; no mode changes",
        params: legalChangeParamsSchema,
        body: operatorReasonBodySchema,
        response: changeResponse,
      },
    },
    async (request, reply) =>
      decide(request, reply, { kind: 'reject', reason: request.body.reason }),
  );

  app.post(
    '/legal/states/:state/payouts',
    {
      schema: {
        tags,
        security,
        summary:
          "Pay every withdrawable balance of a state in WIND_DOWN or OFF to its verified players' beneficiaries, as withdrawals (large ones wait for two operators); answers who was paid and who could not be. Run again, it pays only what is left",
        params: legalStateParamsSchema,
        response: { 200: legalPayoutReportSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const report = await payOutState(app.database.db, {
        state: request.params.state,
        ...asker(request),
        reviewAbovePaise: BigInt(rupeesToPaise(app.env.WITHDRAWAL_REVIEW_RUPEES)),
        coolingOffHours: app.env.BENEFICIARY_COOLING_OFF_HOURS,
      });
      // Held now: the provider hears of each PENDING one, and each player's wallet refetches.
      for (const row of report.paid)
        if (row.status === 'PENDING') void app.payouts.dispatch(row.withdrawal);
      void announceAccountChange(
        app.hub,
        report.paid.map((row) => row.player.uid),
        { reason: 'WITHDRAWAL' },
      );
      return report;
    },
  );
};
