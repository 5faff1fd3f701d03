import {
  limitHitsQuerySchema,
  limitHitsSchema,
  operatorPlayerProtectionsSchema,
  playerUidParamsSchema,
  protectionsSchema,
  selfExclusionBodySchema,
  timeOutBodySchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { findPlayerById } from '../customers/find-player';
import { findLimitHits } from './find-limit-hits';
import { findProtectionHistory } from './find-protection-history';
import { getProtections } from './get-protections';
import type { ProtectionRequest } from './protection-deps';
import { selfExclude } from './self-exclude';
import { takeTimeOut } from './take-time-out';

const tags = ['operator'];
const DAY_MS = 24 * 60 * 60 * 1000;
const replies = {
  200: protectionsSchema,
  ...errorResponses(400, 401, 403, 404, 409),
};

/**
 * Registered inside the requireOperator scope. Support sees a player's protections and their
 * history, and applies a time-out or self-exclusion on the player's request (audited with the
 * operator as actor). Nothing here lifts or shortens one: the verbs refuse that for everyone.
 */
export const operatorProtectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequestOf = async (request: FastifyRequest, uid: string): Promise<ProtectionRequest> => {
    const player = await findPlayerById(app.database.db, uid);
    if (!player) throw notFound('Player');
    const operator = currentOperator(request);
    return { playerId: player.id, actor: { type: 'operator', id: operator.id }, ip: request.ip };
  };
  const deps = () => ({ db: app.database.db, clock: app.clock });

  app.get(
    '/players/:uid/protections',
    {
      schema: {
        tags,
        security: requires('players:view'),
        summary: "A player's protections and who set what, when",
        params: playerUidParamsSchema,
        response: {
          200: operatorPlayerProtectionsSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const player = await findPlayerById(app.database.db, request.params.uid);
      if (!player) throw notFound('Player');
      const [protections, history] = await Promise.all([
        getProtections(app.database.db, player.id, app.clock.now()),
        findProtectionHistory(app.database.db, player.id),
      ]);
      return { protections, history };
    },
  );

  app.post(
    '/players/:uid/protections/time-out',
    {
      schema: {
        tags,
        security: requires('players:protect'),
        summary: "Apply a time-out on the player's request (cannot shorten one)",
        params: playerUidParamsSchema,
        body: timeOutBodySchema,
        response: replies,
      },
    },
    async (request) =>
      takeTimeOut(deps(), await onRequestOf(request, request.params.uid), request.body),
  );

  app.post(
    '/players/:uid/protections/self-exclusion',
    {
      schema: {
        tags,
        security: requires('players:protect'),
        summary: "Apply a self-exclusion on the player's request (cannot shorten or lift one)",
        params: playerUidParamsSchema,
        body: selfExclusionBodySchema,
        response: replies,
      },
    },
    async (request) =>
      selfExclude(deps(), await onRequestOf(request, request.params.uid), request.body),
  );

  app.get(
    '/protections/limit-hits',
    {
      schema: {
        tags,
        security: requires('players:view'),
        summary: 'Players whose slips protections refused often (default: 3+ in 30 days)',
        querystring: limitHitsQuerySchema,
        response: {
          200: limitHitsSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) =>
      findLimitHits(
        app.database.db,
        new Date(app.clock.now().getTime() - request.query.days * DAY_MS),
        request.query.atLeast,
      ),
  );
};
