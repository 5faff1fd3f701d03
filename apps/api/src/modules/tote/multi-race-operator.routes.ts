import {
  multiRacePoolSettingsReadSchema,
  multiRacePoolSettingsSchema,
  raceDayParamsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { currentOperator } from '../../plugins/signed-in';
import { getMultiRacePoolSettings, setMultiRacePools } from './set-multi-race-pools';

/** A day's multi-race pools for the console (issue 28): the legs of each. Inside requireOperator. */
export const multiRaceOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/race-days/:day/multi-race-pools',
    {
      schema: {
        tags,
        security: requires('races:view'),
        summary: "A day's Trebles, Mini Jackpots and Jackpots: legs, commission, sold or not",
        params: raceDayParamsSchema,
        response: responses(200, multiRacePoolSettingsReadSchema, [400]),
      },
    },
    (request) => getMultiRacePoolSettings(app.database.db, request.params.day),
  );

  app.put(
    '/race-days/:day/multi-race-pools',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          "Set a day's multi-race pools and their legs (consecutive races of a venue); a pool that has sold cannot change",
        params: raceDayParamsSchema,
        body: multiRacePoolSettingsSchema,
        response: responses(200, multiRacePoolSettingsReadSchema, [400, 404, 409]),
      },
    },
    async (request) => {
      await setMultiRacePools(
        app.database.db,
        { operatorId: currentOperator(request).id, ip: request.ip },
        request.params.day,
        request.body,
        app.clock.now(),
      );
      return getMultiRacePoolSettings(app.database.db, request.params.day);
    },
  );
};
