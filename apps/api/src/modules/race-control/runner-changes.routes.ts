import {
  deductionPriceBodySchema,
  operatorRaceParamsSchema,
  operatorRaceSchema,
  reinstateRunnerBodySchema,
  runnerParamsSchema,
  suspendSelectionsBodySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { operatorActorOf } from '../audit/audit-operator';
import { getOperatorRace } from '../race-admin/get-operator-race';
import { raceDepsOf, type RaceDeps } from '../races/race-deps';
import { overrideDeductionPrice } from './override-deduction-price';
import { reinstateRunner } from './reinstate-runner';
import { suspendSelections } from './suspend-selections';

/** One runner or market of an open race: suspended or reopened, reinstated, its Rule 4 price. */
export const runnerChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RaceDeps => raceDepsOf(app);
  const actor = operatorActorOf;
  const raceReply = (uid: string) => getOperatorRace(app.database.db, uid, app.clock.now());

  app.post(
    '/races/:uid/suspensions',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Suspend or reopen one runner (every market), one market, or one runner in one market, while the race stays open',
        params: operatorRaceParamsSchema,
        body: suspendSelectionsBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      await suspendSelections(deps(), actor(request), request.params.uid, request.body);
      return raceReply(request.params.uid);
    },
  );

  app.post(
    '/races/:uid/runners/:horseNo/reinstate',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          'Put back a runner scratched by mistake, with a reason: bets struck on it before the scratch are refunded and stay so; its Rule 4 deduction on the other runners is gone',
        params: runnerParamsSchema,
        body: reinstateRunnerBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      const { uid, horseNo } = request.params;
      await reinstateRunner(deps(), actor(request), uid, horseNo, request.body.reason);
      return raceReply(uid);
    },
  );

  app.post(
    '/races/:uid/runners/:horseNo/deduction-price',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          "Override the price a scratched runner's Rule 4 deduction is read from, with a reason (audited), before the result",
        params: runnerParamsSchema,
        body: deductionPriceBodySchema,
        response: responses(200, operatorRaceSchema, [404, 409]),
      },
    },
    async (request) => {
      const { uid, horseNo } = request.params;
      await overrideDeductionPrice(deps(), actor(request), uid, horseNo, request.body);
      return raceReply(uid);
    },
  );
};
