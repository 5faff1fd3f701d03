import {
  changePasswordBodySchema,
  errorBodySchema,
  loginBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  requestOtpBodySchema,
  requestVerificationBodySchema,
  sessionResponseSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/authenticate';
import { recordAudit } from '../audit/record-audit';
import { changePassword } from './change-password';
import type { IdentityDeps } from './identity-deps';
import { login } from './login';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import { revokeSession } from './sessions.queries';
import { requestVerification, verifyAddress } from './verify-address';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  429: errorBodySchema,
};
const tags = ['identity'];
const bearer = [{ bearer: [] }];

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): IdentityDeps => ({
    db: app.database.db,
    clock: app.clock,
    secrets: app.secrets,
    notifier: app.notifier,
    rateLimiter: app.rateLimiter,
  });
  const signedIn = { preHandler: app.requirePlayer };

  app.post(
    '/aic/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with a password or a one-time code',
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => login(deps(), request.body, request.ip),
  );

  app.post(
    '/aic/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotate a refresh token',
        body: refreshBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => refreshSession(deps(), request.body.refreshToken),
  );

  app.post(
    '/aic/auth/logout',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: "End this session's refresh family",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      await revokeSession(app.database.db, player.sessionId, 'LOGOUT', app.clock.now());
      await recordAudit(app.database.db, {
        actor: { type: 'player', id: player.id },
        action: 'LOGOUT',
        subjectId: player.id,
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/aic/auth/request-otp',
    {
      schema: {
        tags,
        summary: 'Send a forgotten-password code (same reply whether or not the account exists)',
        body: requestOtpBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ message: await requestPasswordReset(deps(), request.body.identifier, request.ip) }),
  );

  app.post(
    '/aic/identity/self/request-verification',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Send a code to verify your email or mobile',
        body: requestVerificationBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestVerification(
        deps(),
        currentPlayer(request).id,
        request.body.identifier,
        request.ip,
      );
      return reply.status(202).send({ message: 'OTP sent successfully' });
    },
  );

  app.post(
    '/aic/identity/self/verify',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Verify your email or mobile with its code',
        body: verifyBodySchema,
        response: { 200: verifyResponseSchema, ...errors },
      },
    },
    async (request) =>
      verifyAddress(
        deps(),
        currentPlayer(request).id,
        request.body.identifier,
        request.body.otp,
        request.ip,
      ),
  );

  app.post(
    '/aic/identity/self/change-password',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Set a new password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) =>
      changePassword(deps(), currentPlayer(request).id, request.body.newPassword, request.ip),
  );
};
