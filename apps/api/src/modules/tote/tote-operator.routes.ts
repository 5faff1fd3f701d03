import { operatorRaceParamsSchema, poolSettingsSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../app-error';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { currentOperator } from '../../plugins/signed-in';
import { announceFixtureChange } from '../races/announce-fixture-change';
import { getPoolSettings, setPoolSettings } from './set-pools';

/** A race's tote pools for the console: on/off and commission per pool. Inside requireOperator. */
export const toteOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (uid: string) => {
    const settings = await getPoolSettings(app.database.db, uid);
    if (!settings) throw notFound('Race');
    return settings;
  };

  app.get(
    '/races/:uid/pools',
    {
      schema: {
        tags,
        security: requires('races:view'),
        summary: "A race's tote pools: each one on or off and its commission (a fraction)",
        params: operatorRaceParamsSchema,
        response: responses(200, poolSettingsSchema, [404]),
      },
    },
    (request) => read(request.params.uid),
  );

  app.put(
    '/races/:uid/pools',
    {
      schema: {
        tags,
        security: requires('races:edit'),
        summary:
          "Switch a race's tote pools on or off and set their commission, while no ticket has been sold in them",
        params: operatorRaceParamsSchema,
        body: poolSettingsSchema,
        response: responses(200, poolSettingsSchema, [404, 409]),
      },
    },
    async (request) => {
      const changed = await setPoolSettings(
        app.database.db,
        { operatorId: currentOperator(request).id, ip: request.ip },
        request.params.uid,
        request.body,
        app.clock.now(),
      );
      // The race card shows best of price and tote: its cached copies go.
      if (changed) await announceFixtureChange(app.hub, changed);
      return read(request.params.uid);
    },
  );
};
