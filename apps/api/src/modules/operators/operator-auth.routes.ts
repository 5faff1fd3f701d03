import {
  operatorLoginBodySchema,
  operatorSelfSchema,
  operatorSessionResponseSchema,
  operatorSecondFactorResponseSchema,
  refreshBodySchema,
  secondFactorBodySchema,
  secondFactorChallengeSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { recordAudit } from '../audit/record-audit';
import { revokeSession } from '../auth/sessions.queries';
import { completeOperatorSignIn } from './complete-operator-sign-in';
import { loginOperator } from './login-operator';
import { refreshOperatorSession } from './refresh-operator-session';
import type { OperatorDeps } from './operator-deps';
import { operatorPrincipal } from './operator-principal';
import { findOperatorById } from './operators.queries';

const errors = {
  ...errorResponses(400, 401, 403, 429),
};
const tags = ['operator'];

const operatorDeps = (app: Parameters<FastifyPluginAsyncZod>[0]): OperatorDeps => ({
  db: app.database.db,
  clock: app.clock,
  secrets: app.secrets,
  rateLimiter: app.rateLimiter,
});

/** Sign-in and token rotation: the only operator routes open without an operator token. */
export const operatorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary:
          'Operator sign-in by email and password: a session, or (202) a challenge for an authenticator code',
        body: operatorLoginBodySchema,
        response: {
          200: operatorSessionResponseSchema,
          202: secondFactorChallengeSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await loginOperator(operatorDeps(app), request.body, request.ip, {
        isSecondFactorRequired: app.env.OPERATOR_2FA === 'required',
      });
      return 'challenge' in answer ? reply.status(202).send(answer) : answer;
    },
  );

  app.post(
    '/auth/second-factor',
    {
      schema: {
        tags,
        summary:
          "Operator sign-in's second step: the challenge and an authenticator or recovery code",
        body: secondFactorBodySchema,
        response: { 200: operatorSecondFactorResponseSchema, ...errors },
      },
    },
    async (request) => completeOperatorSignIn(operatorDeps(app), request.body, request.ip),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotate an operator refresh token',
        body: refreshBodySchema,
        response: { 200: operatorSessionResponseSchema, ...errors },
      },
    },
    async (request) => refreshOperatorSession(operatorDeps(app), request.body.refreshToken),
  );
};

/** Registered inside the requireOperator scope. */
export const operatorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        security: requires('console:use'),
        summary: "End this operator session's refresh family",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      await revokeSession(
        app.database.db,
        operatorPrincipal.tables,
        operator.sessionId,
        'LOGOUT',
        app.clock.now(),
      );
      await recordAudit(app.database.db, {
        actor: { type: 'operator', id: operator.id },
        action: 'OPERATOR_LOGOUT',
        subjectId: operator.id,
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security: requires('console:use'),
        summary: 'The signed-in operator',
        response: { 200: operatorSelfSchema, ...errors },
      },
    },
    async (request) => {
      const operator = await findOperatorById(app.database.db, currentOperator(request).id);
      if (!operator) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      return {
        uid: operator.id,
        name: operator.name,
        email: operator.email,
        roles: operator.roles,
      };
    },
  );
};
