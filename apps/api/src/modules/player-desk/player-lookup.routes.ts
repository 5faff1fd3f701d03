import {
  playerDetailResponseSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  playerUidParamsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPlayerDetail } from './get-player-detail';
import { requires, responses, tags } from '../../plugins/operator-route-schema';
import { searchPlayers } from './search-players';

/** Player lookup for traders: read only (adjustments live in operator-players.routes). */
export const playerLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players',
    {
      schema: {
        tags,
        security: requires('players:view'),
        summary: 'Find players by uid, email, mobile or name (at most 20, newest first)',
        querystring: playerSearchQuerySchema,
        response: responses(200, playerSearchResponseSchema),
      },
    },
    async (request) => ({ players: await searchPlayers(app.database.db, request.query.query) }),
  );

  app.get(
    '/players/:uid',
    {
      schema: {
        tags,
        security: requires('players:view'),
        summary: "A player's profile, KYC state, wallet, last 20 bets and last 20 transactions",
        params: playerUidParamsSchema,
        response: responses(200, playerDetailResponseSchema, [404]),
      },
    },
    (request) => getPlayerDetail(app.database.db, request.params.uid),
  );
};
