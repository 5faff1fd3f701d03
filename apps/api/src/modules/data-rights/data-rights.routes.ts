import {
  consentBodySchema,
  consentStateSchema,
  dataExportQuerySchema,
  dataRequestBodySchema,
  dataRequestSchema,
  dataRequestsSchema,
  dataSummarySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { sendDownload } from '../statements/statements.routes';
import { listPlayerRequests } from './data-requests.queries';
import { exportPlayerData, summarisePlayerData, toCsv } from './export-player-data';
import { getConsentState, recordConsent } from './record-consent';
import { requestDataChange } from './request-data-change';

const tags = ['data-rights'];
const security = [{ bearer: [] }];

/** The player's data rights (DPDP Act 2023, decision 070): consent, "My data", requests. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requirePlayer;

  app.get(
    '/customer/self/consent',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Your consent record: the notice in force, your latest answer and its history',
        response: { 200: consentStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => getConsentState(app.database.db, currentPlayer(request).id),
  );

  app.put(
    '/customer/self/consent',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Accept the notice in force for the purposes given: a purpose left out is withdrawn (ACCOUNT is required)',
        body: consentBodySchema,
        response: { 200: consentStateSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      recordConsent(
        app.database.db,
        { playerId: currentPlayer(request).id, ip: request.ip, now: app.clock.now() },
        request.body,
      ),
  );

  app.get(
    '/customer/self/data',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'My data: the personal data held by category, with whom it is shared, and what a legal hold keeps',
        response: { 200: dataSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => summarisePlayerData(app.database.db, currentPlayer(request).id),
  );

  app.get(
    '/customer/self/data-export',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Download every personal record held about you, as JSON or CSV',
        querystring: dataExportQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (request, reply) => {
      const playerId = currentPlayer(request).id;
      const data = await exportPlayerData(app.database.db, playerId, app.clock.now());
      const day = data.exportedAt.slice(0, 10);
      return request.query.format === 'csv'
        ? sendDownload(reply, 'text/csv; charset=utf-8', `furlong-my-data-${day}.csv`, toCsv(data))
        : sendDownload(
            reply,
            'application/json; charset=utf-8',
            `furlong-my-data-${day}.json`,
            JSON.stringify(data, null, 2),
          );
    },
  );

  app.get(
    '/customer/self/data-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Your correction and erasure requests, the latest first',
        response: { 200: dataRequestsSchema, ...errorResponses(401) },
      },
    },
    async (request) => listPlayerRequests(app.database.db, currentPlayer(request).id),
  );

  app.post(
    '/customer/self/data-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Ask for a correction or an erasure, answered within 90 days; an erasure needs a recent proof of identity (403 STEP_UP_REQUIRED)',
        body: dataRequestBodySchema,
        response: { 201: dataRequestSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      const created = await requestDataChange(
        {
          db: app.database.db,
          clock: app.clock,
          secrets: app.secrets,
          notifier: app.notifier,
          rateLimiter: app.rateLimiter,
        },
        { id: player.id, sessionId: player.sessionId },
        request.body,
        request.ip,
      );
      return reply.code(201).send(created);
    },
  );
};
