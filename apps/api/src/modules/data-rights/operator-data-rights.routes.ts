import {
  breachBoardReportBodySchema,
  breachNoticeBodySchema,
  breachNoticeParamsSchema,
  breachNoticeSchema,
  breachNoticesSchema,
  dataRequestActionBodySchema,
  dataRequestParamsSchema,
  operatorDataRequestSchema,
  operatorDataRequestsQuerySchema,
  operatorDataRequestsSchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { requires } from '../../plugins/operator-route-schema';
import { operatorActorOf } from '../audit/audit-operator';
import { actOnDataRequest, findOperatorRequest } from './act-on-data-request';
import { findBreachNotice, listBreachNotices } from './breach-notices.queries';
import { listOperatorRequests } from './data-requests.queries';
import { draftBreachNotice } from './draft-breach-notice';
import { recordBoardReport, sendBreachNotice } from './send-breach-notice';
import { sql } from 'drizzle-orm';

const tags = ['operator'];
const review = requires('compliance:review');
const notify = requires('breach:notify');

/**
 * The console's Data requests queue (COMPLIANCE) and breach notices (ADMIN), decision 070.
 * Registered inside requireOperator; every change is audited.
 */
export const operatorDataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest) => ({
    ...operatorActorOf(request),
    now: app.clock.now(),
  });

  app.get(
    '/data-requests',
    {
      schema: {
        tags,
        security: review,
        summary:
          'Correction and erasure requests: ACTIVE (open, the earliest due first) or CLOSED (latest first), each with its 90-day clock and history',
        querystring: operatorDataRequestsQuerySchema,
        response: { 200: operatorDataRequestsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listOperatorRequests(app.database.db, {
        now: app.clock.now(),
        ...(request.query.status === 'ACTIVE'
          ? { where: sql`r.status in ('OPEN', 'IN_PROGRESS')`, order: sql`r.due_at, r.id` }
          : { where: sql`r.status in ('DONE', 'REFUSED')`, order: sql`r.closed_at desc, r.id` }),
      }),
  );

  app.get(
    '/data-requests/:uid',
    {
      schema: {
        tags,
        security: review,
        summary: 'One data request with its clock and history',
        params: dataRequestParamsSchema,
        response: { 200: operatorDataRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findOperatorRequest(app.database.db, request.params.uid, app.clock.now()),
  );

  app.post(
    '/data-requests/:uid/actions',
    {
      schema: {
        tags,
        security: review,
        summary:
          'Start, note, complete or refuse a request, with a note; completing an erasure erases the personal data outside the legal hold (409 while the player has a balance)',
        params: dataRequestParamsSchema,
        body: dataRequestActionBodySchema,
        response: { 200: operatorDataRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      actOnDataRequest(app.database.db, actor(request), request.params.uid, request.body),
  );

  app.get(
    '/breach-notices',
    {
      schema: {
        tags,
        security: notify,
        summary:
          'Breach notices, the latest first, with the Board report due 72 hours after detection',
        response: { 200: breachNoticesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listBreachNotices(app.database.db),
  );

  app.post(
    '/breach-notices',
    {
      schema: {
        tags,
        security: notify,
        summary:
          "Draft a breach notice: what happened, its extent, consequences, what was done, the player's steps, a contact, and the affected players",
        body: breachNoticeBodySchema,
        response: { 201: breachNoticeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await draftBreachNotice(app.database.db, actor(request), request.body)),
  );

  app.get(
    '/breach-notices/:uid',
    {
      schema: {
        tags,
        security: notify,
        summary: 'One breach notice with when each message went',
        params: breachNoticeParamsSchema,
        response: { 200: breachNoticeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const notice = await findBreachNotice(app.database.db, request.params.uid);
      if (!notice) throw new AppError('NOT_FOUND', 'No such breach notice.');
      return notice;
    },
  );

  app.post(
    '/breach-notices/:uid/send',
    {
      schema: {
        tags,
        security: notify,
        summary: 'Send the notice to every affected player by email and SMS, once (409 if sent)',
        params: breachNoticeParamsSchema,
        response: { 200: breachNoticeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendBreachNotice(
        { db: app.database.db, notifier: app.notifier },
        actor(request),
        request.params.uid,
      ),
  );

  app.post(
    '/breach-notices/:uid/board-report',
    {
      schema: {
        tags,
        security: notify,
        summary:
          'Record that the report to the Data Protection Board was filed, with its reference',
        params: breachNoticeParamsSchema,
        body: breachBoardReportBodySchema,
        response: { 200: breachNoticeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      recordBoardReport(
        app.database.db,
        actor(request),
        request.params.uid,
        request.body.reference,
      ),
  );
};
