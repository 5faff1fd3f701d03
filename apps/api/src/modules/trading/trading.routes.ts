import {
  deductionPriceBodySchema,
  operatorRaceParamsSchema,
  operatorRaceSchema,
  raceExposureSchema,
  reinstateRunnerBodySchema,
  runnerParamsSchema,
  setLiabilityLimitBodySchema,
  suspendSelectionsBodySchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperator, requires } from '../../plugins/authenticate-operator';
import { getOperatorRace } from '../race-admin/get-operator-race';
import { responses, tags } from '../race-admin/route-schema';
import type { RaceDeps } from '../races/race-deps';
import { getRaceExposure } from './get-race-exposure';
import { overrideDeductionPrice } from './override-deduction-price';
import { palpableErrorRoutes } from './palpable-errors.routes';
import { reinstateRunner } from './reinstate-runner';
import { setLiabilityLimit } from './set-liability-limit';
import { suspendSelections } from './suspend-selections';

/** Trading a race: its live exposure and liability limits (decision 035). Inside requireOperator. */
export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RaceDeps => ({ db: app.database.db, hub: app.hub, clock: app.clock });
  const actor = (request: FastifyRequest) => ({
    operatorId: currentOperator(request).id,
    ip: request.ip,
  });
  const raceReply = (uid: string) => getOperatorRace(app.database.db, uid, app.clock.now());
  await app.register(palpableErrorRoutes);

  app.get(
    '/races/:uid/exposure',
    {
      schema: {
        tags,
        security: requires('bets:view'),
        summary:
          'The live book of a race, runner by market: open bets, stakes, worst-case payout and liability, with limits',
        params: operatorRaceParamsSchema,
        response: responses(200, raceExposureSchema, [404]),
      },
    },
    (request) => getRaceExposure(app.database.db, request.params.uid, app.clock.now()),
  );

  app.put(
    '/races/:uid/liability-limits',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          "Set or (amount null) remove a runner's liability limit, or the race default (horseNo null): past it a bet is held for review or refused",
        params: operatorRaceParamsSchema,
        body: setLiabilityLimitBodySchema,
        response: responses(200, raceExposureSchema, [404]),
      },
    },
    async (request) => {
      await setLiabilityLimit(
        app.database.db,
        actor(request),
        request.params.uid,
        request.body,
        app.clock.now(),
      );
      return getRaceExposure(app.database.db, request.params.uid, app.clock.now());
    },
  );

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
          "Override the price a withdrawn runner's Rule 4 deduction is read from, with a reason (audited), before the result",
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
