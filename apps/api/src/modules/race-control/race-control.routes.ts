import {
  abandonMeetingBodySchema,
  abandonMeetingResponseSchema,
  editRaceBodySchema,
  enquiryBodySchema,
  meetingParamsSchema,
  moveFieldBodySchema,
  operatorRaceParamsSchema,
  operatorRaceSchema,
  priceUpdatesBodySchema,
  recordOffBodySchema,
  resultBodySchema,
  runnerBodySchema,
  priceModelSchema,
  scratchBodySchema,
  setPriceModelBodySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { operatorActorOf } from '../audit/audit-operator';
import { getOperatorRace } from '../race-admin/get-operator-race';
import { raceDepsOf, type RaceDeps } from '../races/race-deps';
import { abandonMeeting } from './abandon-meeting';
import { addRunner } from './add-runner';
import { editRace } from './edit-race';
import { getPriceModel } from '../trading/get-price-model';
import { runRaceActionThenRead, type RaceCommand } from './run-race-action';
import { setPriceModel } from './set-price-model';
import { runnerChangeRoutes } from './runner-changes.routes';

const SIMPLE_ACTIONS = {
  publish: 'Open the race for betting (NEW → PUBLISHED), before the off',
  suspend:
    'Close betting (→ SUSPENDED); bets still awaiting a trader are refunded once the race is off',
  reopen: 'Reopen a suspended race (→ PUBLISHED), before the off',
  official:
    "Declare the result official (weighed in, after any enquiry): the race's bets are settled",
  paid: 'Settle the race and mark its dividends paid (RESULT → PAID), once the result is official',
  complete: 'Close the race for good (PAID → COMPLETE)',
  void: 'Void the race (result CANCELLED): every bet is refunded',
} as const;

/**
 * The race verbs, under /api/operator (inside the requireOperator scope): a race's details and
 * state, its runners and prices, its result, a runner scratched, suspended or reinstated, a
 * meeting abandoned.
 */
export const raceControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RaceDeps => raceDepsOf(app);
  const actor = operatorActorOf;
  const raceReply = (uid: string) => getOperatorRace(app.database.db, uid, app.clock.now());
  /** A race verb, answered with the race as it now stands. */
  const act = (
    request: Parameters<typeof actor>[0] & { params: { uid: string } },
    command: RaceCommand,
  ) =>
    runRaceActionThenRead(deps(), actor(request), request.params.uid, command, () =>
      raceReply(request.params.uid),
    );
  await app.register(runnerChangeRoutes);

  app.patch(
    '/races/:uid',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary: 'Edit race details; start time and distance only before the off',
        params: operatorRaceParamsSchema,
        body: editRaceBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      await editRace(deps(), actor(request), request.params.uid, request.body);
      return raceReply(request.params.uid);
    },
  );

  app.post(
    '/races/:uid/runners',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary: 'Add a runner priced in all four markets (NEW or PUBLISHED races)',
        params: operatorRaceParamsSchema,
        body: runnerBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      await addRunner(deps(), actor(request), request.params.uid, request.body);
      return raceReply(request.params.uid);
    },
  );

  app.put(
    '/races/:uid/prices',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary: 'Set several prices in one change (one version, one announcement)',
        params: operatorRaceParamsSchema,
        body: priceUpdatesBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      return act(request, {
        action: 'prices',
        prices: request.body.prices,
      });
    },
  );

  app.post(
    '/races/:uid/prices/move',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          "Move the field: shorten (percent > 0) or drift every price of a market, or one runner's with the rest re-balanced to keep the book",
        params: operatorRaceParamsSchema,
        body: moveFieldBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      return act(request, {
        action: 'moveField',
        ...request.body,
      });
    },
  );

  app.put(
    '/races/:uid/price-model',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Derive Place, SHP or THP from the Win prices (Harville) with a margin, type a market by hand again (null), or clear overrides',
        params: operatorRaceParamsSchema,
        body: setPriceModelBodySchema,
        response: responses(200, priceModelSchema, [404, 409]),
      },
    },
    async (request) => {
      await setPriceModel(deps(), actor(request), request.params.uid, request.body);
      return getPriceModel(app.database.db, request.params.uid);
    },
  );

  for (const [action, summary] of Object.entries(SIMPLE_ACTIONS) as [
    keyof typeof SIMPLE_ACTIONS,
    string,
  ][]) {
    app.post(
      `/races/:uid/${action}`,
      {
        schema: {
          tags,
          security: requires('races:edit'),
          summary,
          params: operatorRaceParamsSchema,
          response: responses(200, operatorRaceSchema, [404, 409]),
        },
      },
      async (request) => {
        return act(request, { action });
      },
    );
  }

  app.post(
    '/races/:uid/result',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Declare the provisional result, amend it, or correct an official one (places 1 to 3, dead heats as two horses on one place); official results are settled',
        params: operatorRaceParamsSchema,
        body: resultBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      return act(request, {
        action: 'result',
        standings: request.body.standings,
        ...(request.body.official ? { official: true } : {}),
      });
    },
  );

  app.post(
    '/races/:uid/enquiry',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          "Put a provisional result under a stewards' enquiry or an objection (no money moves)",
        params: operatorRaceParamsSchema,
        body: enquiryBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      return act(request, {
        action: 'enquiry',
        state: request.body.state,
      });
    },
  );

  app.post(
    '/races/:uid/off',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Record the actual off (default now): betting closes; bets struck at or after it are void',
        params: operatorRaceParamsSchema,
        body: recordOffBodySchema.nullish(),
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      return act(request, {
        action: 'off',
        ...(request.body?.offAt ? { offAt: request.body.offAt } : {}),
      });
    },
  );

  app.post(
    '/races/:uid/scratch',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Scratch a runner: its bets are refunded and winning bets on the race take the Rule 4 deduction',
        params: operatorRaceParamsSchema,
        body: scratchBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      return act(request, {
        action: 'scratch',
        horseNo: request.body.horseNo,
      });
    },
  );

  app.post(
    '/meetings/:uid/abandon',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Abandon a meeting: races with an official result stand, provisional ones follow the stewards, every other race is voided and its stakes refunded',
        params: meetingParamsSchema,
        body: abandonMeetingBodySchema,
        response: responses(200, abandonMeetingResponseSchema, [404, 409]),
      },
    },
    (request) => abandonMeeting(deps(), actor(request), request.params.uid, request.body),
  );
};
