import {
  activityStatementSchema,
  certificateQuerySchema,
  statementQuerySchema,
  taxPassbookSchema,
} from '@furlong/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { activityStatementCsv, getActivityStatement } from './get-activity-statement';
import { getTaxPassbook } from './get-tax-passbook';
import { getTdsCertificate, renderTdsCertificate } from './tds-certificate';

const tags = ['statements'];
const security = [{ bearer: [] }];
/** A download: an attachment no browser renders from the app's origin, and no cache keeps. */
export function sendDownload(
  reply: FastifyReply,
  contentType: string,
  filename: string,
  body: string | Buffer,
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** The player's activity statement and tax passbook (decision 036). */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: (request: FastifyRequest) => app.requirePlayer(request) };

  app.get(
    '/customer/self/statement',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Stakes, returns and net result per day and month of a financial year',
        querystring: statementQuerySchema,
        response: { 200: activityStatementSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      getActivityStatement(
        app.database.db,
        currentPlayer(request).id,
        request.query.fy,
        app.clock.now(),
      ),
  );

  app.get(
    '/customer/self/statement/csv',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The activity statement of a financial year as CSV',
        querystring: statementQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (request, reply) => {
      const statement = await getActivityStatement(
        app.database.db,
        currentPlayer(request).id,
        request.query.fy,
        app.clock.now(),
      );
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `furlong-statement-${statement.financialYear}.csv`,
        activityStatementCsv(statement),
      );
    },
  );

  app.get(
    '/customer/self/tax-passbook',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'GST in your stakes and TDS withheld from your winnings, per bet, for a year',
        querystring: statementQuerySchema,
        response: { 200: taxPassbookSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      getTaxPassbook(app.database.db, currentPlayer(request).id, request.query.fy, app.clock.now()),
  );

  app.get(
    '/customer/self/tax-passbook/certificate',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A TDS statement (PDF, in the manner of Form 16A) for one quarter, with your PAN',
        querystring: certificateQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (request, reply) => {
      const { fy, quarter } = request.query;
      const certificate = await getTdsCertificate(
        app.database.db,
        app.secrets.fieldCipher,
        currentPlayer(request).id,
        fy,
        quarter,
      );
      return sendDownload(
        reply,
        'application/pdf',
        `furlong-tds-${fy}-${quarter}.pdf`,
        renderTdsCertificate(certificate),
      );
    },
  );
};
