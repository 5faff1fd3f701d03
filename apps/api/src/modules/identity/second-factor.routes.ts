import {
  confirmSecondFactorBodySchema,
  playerSecondFactorStatusSchema,
  secondFactorEnrolmentSchema,
  secondFactorProofBodySchema,
  secondFactorTurnedOnSchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import type { IdentityDeps } from './identity-deps';
import { hasSecondFactor } from '../auth/second-factors';
import { confirmPlayerSecondFactor, startSecondFactor } from './turn-on-second-factor';
import { turnOffSecondFactor } from './turn-off-second-factor';

const tags = ['identity'];
const security = [{ bearer: [] }];
const BASE = '/customer/self/second-factor';
const errors = {
  ...errorResponses(400, 401, 403, 409, 429),
};

/**
 * The player's second factor in the profile (decision 052, Players): whether it is on, turning
 * it on (scan, then the first code) and off. On and off need a recent proof (decision 025).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authenticated before the body is read: no token is a 401 whatever the body says.
  const guarded = { onRequest: (request: FastifyRequest) => app.requirePlayer(request) };
  const deps = (): IdentityDeps & { log: typeof app.log } => ({
    db: app.database.db,
    clock: app.clock,
    secrets: app.secrets,
    notifier: app.notifier,
    rateLimiter: app.rateLimiter,
    publicUrl: app.env.PUBLIC_URL,
    log: app.log,
  });

  app.get(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Whether two-step sign-in (an authenticator app) is on',
        response: { 200: playerSecondFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      enabled: await hasSecondFactor(app.database.db, { playerId: currentPlayer(request).id }),
    }),
  );

  app.post(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Start turning two-step sign-in on: the otpauth link, QR code and key (recent proof needed)',
        body: secondFactorProofBodySchema,
        response: { 201: secondFactorEnrolmentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startSecondFactor(deps(), currentPlayer(request), request.body, request.ip)),
  );

  app.post(
    `${BASE}/confirm`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "Turn it on with the app's first code: answers the 10 recovery codes, once",
        body: confirmSecondFactorBodySchema,
        response: { 200: secondFactorTurnedOnSchema, ...errors },
      },
    },
    async (request) =>
      confirmPlayerSecondFactor(deps(), currentPlayer(request), request.body.code, request.ip),
  );

  app.delete(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Turn two-step sign-in off: a recent proof is needed (step-up: password, code or authenticator code)',
        response: { 200: playerSecondFactorStatusSchema, ...errors },
      },
    },
    async (request) => turnOffSecondFactor(deps(), currentPlayer(request), request.ip),
  );
};
