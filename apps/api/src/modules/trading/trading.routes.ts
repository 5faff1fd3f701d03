import {
  operatorRaceParamsSchema,
  playerTradingProfileSchema,
  playerUidParamsSchema,
  priceModelSchema,
  raceBookResponseSchema,
  raceExposureSchema,
  setLiabilityLimitBodySchema,
  setStakeFactorBodySchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperator } from '../../plugins/signed-in';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { getRaceBook } from './get-race-book';
import { getPriceModel } from './get-price-model';
import { getRaceExposure } from './get-race-exposure';
import { palpableErrorRoutes } from './palpable-errors.routes';
import { setLiabilityLimit } from './set-liability-limit';
import { getPlayerTradingProfile, setStakeFactor } from './stake-factors';

/**
 * Trading a race: its live exposure and liability limits (decision 035); a player's stake
 * factor (decision 072). Inside requireOperator.
 */
export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest) => ({
    operatorId: currentOperator(request).id,
    ip: request.ip,
  });
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

  app.get(
    '/races/:uid/book',
    {
      schema: {
        tags,
        security: requires('bets:view'),
        summary:
          "The race's book: each runner's profit or loss to the house if it wins (face value, GST apart), the Win overround, total stakes and worst case",
        params: operatorRaceParamsSchema,
        response: responses(200, raceBookResponseSchema, [404]),
      },
    },
    (request) => getRaceBook(app.database.db, request.params.uid),
  );

  app.get(
    '/races/:uid/price-model',
    {
      schema: {
        tags,
        security: requires('races:view'),
        summary:
          "The race's Place, SHP and THP prices beside what Harville's model gives from the Win prices, with each market's margin and the overrides",
        params: operatorRaceParamsSchema,
        response: responses(200, priceModelSchema, [404]),
      },
    },
    (request) => getPriceModel(app.database.db, request.params.uid),
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

  app.get(
    '/players/:uid/trading-profile',
    {
      schema: {
        tags,
        security: requires('bets:view'),
        summary:
          "A player's stake factor, with their result on settled singles, strike rate and average price taken",
        params: playerUidParamsSchema,
        response: responses(200, playerTradingProfileSchema, [404]),
      },
    },
    (request) => getPlayerTradingProfile(app.database.db, request.params.uid),
  );

  // bets:review, as liability limits: both decide how much of a bet the book takes (a TRADER's).
  app.put(
    '/players/:uid/stake-factor',
    {
      schema: {
        tags,
        security: requires('bets:review'),
        summary:
          "Set a player's stake factor (0.01 to 10) with a reason, audited: their largest single stake on a runner is the market's base limit x the factor",
        params: playerUidParamsSchema,
        body: setStakeFactorBodySchema,
        response: responses(200, playerTradingProfileSchema, [404]),
      },
    },
    async (request) => {
      await setStakeFactor(app.database.db, actor(request), request.params.uid, request.body);
      return getPlayerTradingProfile(app.database.db, request.params.uid);
    },
  );
};
