import {
  dayReportQuerySchema,
  dayReportSchema,
  poolReportQuerySchema,
  poolReportSchema,
  tdsReportQuerySchema,
  tdsReportSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { requires } from '../../plugins/operator-route-schema';
import { toCsv } from './get-activity-statement';
import { dayReportRows, getDayReport, getTdsReport, tdsReportRows } from './get-money-reports';
import { sendDownload } from './statements.routes';
import { getPoolReport, poolReportRows } from '../tote/pool-report';

const tags = ['operator'];
const errors = errorResponses(400, 401, 403);

/** Registered inside the requireOperator scope: the money reports (decision 036). */
export const operatorReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/day',
    {
      schema: {
        tags,
        security: requires('reports:view'),
        summary: 'A day in money, in all and per race: stakes, returns, refunds, GST, TDS, house',
        querystring: dayReportQuerySchema,
        response: { 200: dayReportSchema, ...errors },
      },
    },
    async (request) => getDayReport(app.database.db, request.query.day),
  );

  app.get(
    '/reports/day/csv',
    {
      schema: {
        tags,
        security: requires('reports:view'),
        summary: 'The day report as CSV (a row per race and one for the day)',
        querystring: dayReportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await getDayReport(app.database.db, request.query.day);
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `furlong-day-${report.day}.csv`,
        toCsv(dayReportRows(report)),
      );
    },
  );

  app.get(
    '/reports/tds',
    {
      schema: {
        tags,
        security: requires('reports:tax'),
        summary:
          'TDS withheld per player in a financial year, with PAN and quarters (Form 16A data)',
        querystring: tdsReportQuerySchema,
        response: { 200: tdsReportSchema, ...errors },
      },
    },
    async (request) => getTdsReport(app.database.db, app.secrets.fieldCipher, request.query.fy),
  );

  app.get(
    '/reports/tds/csv',
    {
      schema: {
        tags,
        security: requires('reports:tax'),
        summary: 'The TDS report of a financial year as CSV',
        querystring: tdsReportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await getTdsReport(app.database.db, app.secrets.fieldCipher, request.query.fy);
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `furlong-tds-${report.financialYear}.csv`,
        toCsv(tdsReportRows(report)),
      );
    },
  );

  app.get(
    '/reports/tote-pools',
    {
      schema: {
        tags,
        security: requires('reports:view'),
        summary:
          'The tote pools of a race day (or one race): turnover, commission, GST, breakage, refunds, carry-forward',
        querystring: poolReportQuerySchema,
        response: { 200: poolReportSchema, ...errors },
      },
    },
    async (request) => getPoolReport(app.database.db, request.query),
  );

  app.get(
    '/reports/tote-pools/csv',
    {
      schema: {
        tags,
        security: requires('reports:view'),
        summary: 'The tote pool report as CSV (a row per race and pool, one per pool for the day)',
        querystring: poolReportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await getPoolReport(app.database.db, request.query);
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `furlong-tote-pools-${report.day}.csv`,
        toCsv(poolReportRows(report)),
      );
    },
  );
};
