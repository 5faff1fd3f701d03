import {
  closeAccountBodySchema,
  confirmLimitBodySchema,
  playSessionSchema,
  protectionSettingsBodySchema,
  protectionsSchema,
  selfExclusionBodySchema,
  setLimitBodySchema,
  timeOutBodySchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { closeAccount } from './close-account';
import { confirmLimit } from './confirm-limit';
import { getPlaySession } from './get-play-session';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { requestReturn } from './request-return';
import { selfExclude } from './self-exclude';
import { setLimit } from './set-limit';
import { takeTimeOut } from './take-time-out';
import { updateSettings } from './update-settings';

const tags = ['protections'];
const security = [{ bearer: [] }];
const BASE = '/customer/self/protections';
const changeReplies = {
  200: protectionsSchema,
  ...errorResponses(400, 401, 409),
};

/** The player's own controls (decision 033). Every change is audited with the player as actor. */
export const protectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ProtectionDeps => ({ db: app.database.db, clock: app.clock });
  const asked = (request: FastifyRequest): ProtectionRequest => {
    const player = currentPlayer(request);
    return { playerId: player.id, actor: { type: 'player', id: player.id }, ip: request.ip };
  };
  const guarded = { onRequest: (request: FastifyRequest) => app.requirePlayer(request) };

  app.get(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Your limits (with what is used this period), breaks and settings',
        response: { 200: protectionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProtections(app.database.db, currentPlayer(request).id, app.clock.now()),
  );

  app.put(
    `${BASE}/limits`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Set a stake or loss limit: lower at once; a raise or removal (null) waits 24 h',
        body: setLimitBodySchema,
        response: changeReplies,
      },
    },
    async (request) => setLimit(deps(), asked(request), request.body),
  );

  app.post(
    `${BASE}/limits/confirm`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Confirm a raise or removal once its 24 hours have passed',
        body: confirmLimitBodySchema,
        response: changeReplies,
      },
    },
    async (request) => confirmLimit(deps(), asked(request), request.body),
  );

  app.post(
    `${BASE}/time-out`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Take a break from betting (cannot be shortened)',
        body: timeOutBodySchema,
        response: changeReplies,
      },
    },
    async (request) => takeTimeOut(deps(), asked(request), request.body),
  );

  app.post(
    `${BASE}/self-exclusion`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Exclude yourself from betting (cannot be undone before its end)',
        body: selfExclusionBodySchema,
        response: changeReplies,
      },
    },
    async (request) => selfExclude(deps(), asked(request), request.body),
  );

  app.post(
    `${BASE}/self-exclusion/return`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'After an exclusion has ended, ask to bet again (from 24 hours later)',
        response: changeReplies,
      },
    },
    async (request) => requestReturn(deps(), asked(request)),
  );

  app.put(
    `${BASE}/settings`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Reality-check interval, price-change policy, marketing consent',
        body: protectionSettingsBodySchema,
        response: changeReplies,
      },
    },
    async (request) => updateSettings(deps(), asked(request), request.body),
  );

  app.post(
    `${BASE}/close-account`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Close your account (bets refused; the balance stays withdrawable)',
        body: closeAccountBodySchema,
        response: changeReplies,
      },
    },
    async (request) => closeAccount(deps(), asked(request), request.body),
  );

  app.get(
    `${BASE}/session`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'This sign-in so far: minutes, stakes, returns, net (the reality check)',
        response: { 200: playSessionSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const player = currentPlayer(request);
      return getPlaySession(app.database.db, player.id, player.sessionId, app.clock.now());
    },
  );
};
