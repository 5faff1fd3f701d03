import {
  DEVICE_ID_HEADER,
  deviceIdOf,
  changePasswordBodySchema,
  freezeAccountBodySchema,
  freezeAccountResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  playerRefreshBodySchema,
  requestOtpBodySchema,
  requestVerificationBodySchema,
  secondFactorBodySchema,
  secondFactorChallengeSchema,
  sessionResponseSchema,
  STEP_UP_MESSAGES,
  stepUpBodySchema,
  stepUpCodeBodySchema,
  stepUpResponseSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { recordAudit } from '../audit/record-audit';
import { changePassword } from './change-password';
import { completeSignIn } from './complete-sign-in';
import { freezeAccount } from './freeze-account';
import type { IdentityDeps } from './identity-deps';
import { login } from './login';
import { proveIdentity, RECENT_PROOF_MS } from './recent-proof';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './refresh-cookie';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import { sendProofCode } from './send-proof-code';
import { revokeSession } from '../auth/sessions.queries';
import { playerPrincipal } from './player-principal';
import { requestVerification, verifyAddress } from './verify-address';

const errors = {
  ...errorResponses(400, 401, 403, 423, 429),
};
const tags = ['identity'];
const bearer = [{ bearer: [] }];

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): IdentityDeps & { log: typeof app.log } => ({
    db: app.database.db,
    clock: app.clock,
    secrets: app.secrets,
    notifier: app.notifier,
    rateLimiter: app.rateLimiter,
    publicUrl: app.env.PUBLIC_URL,
    log: app.log,
  });
  const signedIn = { onRequest: app.requirePlayer };

  app.post(
    '/aic/auth/login',
    {
      schema: {
        tags,
        summary:
          'Sign in with a password or a one-time code; 202 with a challenge when the second factor is on',
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, 202: secondFactorChallengeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await login(
        deps(),
        request.body,
        request.ip,
        request.headers['user-agent'],
        deviceIdOf(request.headers[DEVICE_ID_HEADER]),
      );
      if ('challenge' in answer) return reply.status(202).send(answer);
      setRefreshCookie(request, reply, app.env, answer.refreshToken);
      return answer;
    },
  );

  app.post(
    '/aic/auth/second-factor',
    {
      schema: {
        tags,
        summary:
          "The second call of a sign-in answered 202: the challenge and the authenticator's code",
        body: secondFactorBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await completeSignIn(
        deps(),
        request.body,
        request.ip,
        request.headers['user-agent'],
        deviceIdOf(request.headers[DEVICE_ID_HEADER]),
      );
      setRefreshCookie(request, reply, app.env, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/aic/auth/refresh-token',
    {
      schema: {
        tags,
        summary:
          'Rotate a refresh token: the body field, or the HttpOnly cookie with X-Requested-With',
        body: playerRefreshBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const refreshToken = refreshTokenOf(request, request.body.refreshToken);
      try {
        const session = await refreshSession(deps(), refreshToken);
        setRefreshCookie(request, reply, app.env, session.refreshToken);
        return session;
      } catch (error) {
        if (!request.body.refreshToken) clearRefreshCookie(request, reply, app.env);
        throw error;
      }
    },
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
      await revokeSession(
        app.database.db,
        playerPrincipal.tables,
        player.sessionId,
        'LOGOUT',
        app.clock.now(),
      );
      await recordAudit(app.database.db, {
        actor: { type: 'player', id: player.id },
        action: 'LOGOUT',
        subjectId: player.id,
        ip: request.ip,
      });
      clearRefreshCookie(request, reply, app.env);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/aic/auth/freeze-account',
    {
      schema: {
        tags,
        summary: 'Freeze an account from the "not you?" link of a security notice (no sign-in)',
        body: freezeAccountBodySchema,
        response: { 200: freezeAccountResponseSchema, ...errors },
      },
    },
    async (request) => freezeAccount(deps(), request.body.token, request.ip),
  );

  app.post(
    '/aic/identity/self/step-up',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary:
          "Confirm it's you (password, code, or authenticator code) before a sensitive action: 5 minutes",
        body: stepUpBodySchema,
        response: { 200: stepUpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const player = currentPlayer(request);
      const method = await proveIdentity(deps(), player, request.body, {});
      await recordAudit(app.database.db, {
        actor: { type: 'player', id: player.id },
        action: 'IDENTITY_PROVED',
        subjectId: player.id,
        ip: request.ip,
        details: { method },
      });
      const provedUntil = new Date(app.clock.now().getTime() + RECENT_PROOF_MS);
      return { message: STEP_UP_MESSAGES.proved, provedUntil: provedUntil.toISOString() };
    },
  );

  app.post(
    '/aic/identity/self/step-up/otp',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: "Send a code to your verified mobile or email to confirm it's you",
        body: stepUpCodeBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await sendProofCode(deps(), currentPlayer(request).id, request.body.channel, request.ip);
      return reply.status(202).send({ message: 'OTP sent successfully' });
    },
  );

  app.post(
    '/aic/auth/request-otp',
    {
      schema: {
        tags,
        summary:
          'Send a forgotten-password or sign-in code (same reply whether or not the account exists)',
        body: requestOtpBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        message: await requestPasswordReset(
          deps(),
          request.body.identifier,
          request.ip,
          request.body.purpose,
        ),
      }),
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
        summary: 'Set a new password (currentPassword, otp, or a recent proof); other sessions end',
        body: changePasswordBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await changePassword(
        deps(),
        currentPlayer(request),
        request.body,
        request.ip,
        request.headers['user-agent'],
      );
      setRefreshCookie(request, reply, app.env, session.refreshToken);
      return session;
    },
  );
};
