import {
  followBodySchema,
  followListSchema,
  followNoticesSchema,
  followParamsSchema,
  followSettingsBodySchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import {
  followName,
  getFollowList,
  getFollowNotices,
  setFollowEmails,
  unfollowName,
} from './follow-list';

const tags = ['follows'];
const security = [{ bearer: [] }];
const BASE = '/customer/self/follows';
const listReplies = { 200: followListSchema, ...errorResponses(400, 401) };

/** The player's follow list: horses, jockeys and trainers, and how they hear about them. */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: (request: FastifyRequest) => app.requirePlayer(request) };
  const playerId = (request: FastifyRequest) => currentPlayer(request).id;

  app.get(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The horses, jockeys and trainers you follow, newest first',
        response: { 200: followListSchema, ...errorResponses(401) },
      },
    },
    async (request) => getFollowList(app.database.db, playerId(request)),
  );

  app.post(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Follow a horse, jockey or trainer by the name the race card shows',
        body: followBodySchema,
        response: { ...listReplies, ...errorResponses(409) },
      },
    },
    async (request) =>
      followName(app.database.db, playerId(request), request.body, app.clock.now()),
  );

  app.delete(
    `${BASE}/:kind/:name`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Stop following a horse, jockey or trainer (nothing happens if not followed)',
        params: followParamsSchema,
        response: listReplies,
      },
    },
    async (request) => unfollowName(app.database.db, playerId(request), request.params),
  );

  app.put(
    `${BASE}/settings`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Whether notices about what you follow also come by email',
        body: followSettingsBodySchema,
        response: listReplies,
      },
    },
    async (request) =>
      setFollowEmails(app.database.db, playerId(request), request.body.emailNotices),
  );

  app.get(
    `${BASE}/notices`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Your latest notices about what you follow: declared, 30 minutes before, result',
        response: { 200: followNoticesSchema, ...errorResponses(401) },
      },
    },
    async (request) => getFollowNotices(app.database.db, playerId(request)),
  );
};
