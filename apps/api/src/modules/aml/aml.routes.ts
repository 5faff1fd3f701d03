import {
  amlAlertSchema,
  amlAlertsQuerySchema,
  amlAlertsResponseSchema,
  amlDismissBodySchema,
  amlEscalateBodySchema,
  amlScanResponseSchema,
  amlUidParamsSchema,
  closeSuspiciousReportBodySchema,
  rupeesToPaise,
  suspiciousReportExportSchema,
  suspiciousReportSchema,
  suspiciousReportsQuerySchema,
  suspiciousReportsResponseSchema,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { requires } from '../../plugins/operator-route-schema';
import { currentOperator } from '../../plugins/signed-in';
import { toCsv } from '../statements/get-activity-statement';
import { sendDownload } from '../statements/statements.routes';
import { findAlert, listAlerts, listReports } from './aml.queries';
import { closeReport } from './close-report';
import { dismissAlert, escalateAlert } from './decide-alert';
import { exportReport, reportExportRows } from './export-report';
import { scanAmlAlerts } from './scan-aml-alerts';

const tags = ['operator'];
const security = requires('compliance:review');

/**
 * The money-laundering alert queue (decision 071), for COMPLIANCE: alerts, their dismissal or
 * escalation to a suspicious transaction report, the report's export and its closing.
 * Registered inside requireOperator.
 */
export const amlRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = (request: FastifyRequest) => ({
    operatorId: currentOperator(request).id,
    ip: request.ip,
    now: app.clock.now(),
  });

  app.get(
    '/aml/alerts',
    {
      schema: {
        tags,
        security,
        summary: 'Money-laundering alerts of one status (OPEN by default), oldest first',
        querystring: amlAlertsQuerySchema,
        response: { 200: amlAlertsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ alerts: await listAlerts(app.database.db, request.query.status) }),
  );

  app.post(
    '/aml/scan',
    {
      schema: {
        tags,
        security,
        summary: 'Run the alert rules now (the aml-scan job runs them every 30 minutes)',
        response: { 200: amlScanResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      raised: await scanAmlAlerts(app.database.db, app.clock.now(), {
        withdrawalReviewPaise: BigInt(rupeesToPaise(app.env.WITHDRAWAL_REVIEW_RUPEES)),
        cashInApprovalPaise: BigInt(rupeesToPaise(app.env.ADJUSTMENT_APPROVAL_RUPEES)),
      }),
    }),
  );

  app.get(
    '/aml/alerts/:uid',
    {
      schema: {
        tags,
        security,
        summary: 'One alert: the rule, its figures, the decision',
        params: amlUidParamsSchema,
        response: { 200: amlAlertSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const alert = await findAlert(app.database.db, request.params.uid);
      if (!alert) throw notFound('Alert');
      return alert;
    },
  );

  app.post(
    '/aml/alerts/:uid/dismiss',
    {
      schema: {
        tags,
        security,
        summary: 'Dismiss an open alert with a reason (audited); 409 once decided',
        params: amlUidParamsSchema,
        body: amlDismissBodySchema,
        response: { 200: amlAlertSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      dismissAlert(app.database.db, {
        alertId: request.params.uid,
        reason: request.body.reason,
        ...who(request),
      }),
  );

  app.post(
    '/aml/alerts/:uid/escalate',
    {
      schema: {
        tags,
        security,
        summary:
          "Escalate an open alert to a suspicious transaction report: the player's withdrawals are held until it is closed (audited)",
        params: amlUidParamsSchema,
        body: amlEscalateBodySchema,
        response: { 200: amlAlertSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      escalateAlert(app.database.db, {
        alertId: request.params.uid,
        grounds: request.body.grounds,
        ...who(request),
      }),
  );

  app.get(
    '/aml/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Suspicious transaction reports of one status (OPEN by default)',
        querystring: suspiciousReportsQuerySchema,
        response: { 200: suspiciousReportsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ reports: await listReports(app.database.db, request.query.status) }),
  );

  app.get(
    '/aml/reports/:uid/export',
    {
      schema: {
        tags,
        security,
        summary:
          "What the report to FIU-IND needs (person with PAN, alert, grounds, six months' cash in and out), as JSON; audited",
        params: amlUidParamsSchema,
        response: { 200: suspiciousReportExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      exportReport(app.database.db, app.secrets.fieldCipher, {
        reportId: request.params.uid,
        format: 'json',
        ...who(request),
      }),
  );

  app.get(
    '/aml/reports/:uid/export/csv',
    {
      schema: {
        tags,
        security,
        summary: 'The same as CSV: the report on every row, a row per transaction; audited',
        params: amlUidParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const data = await exportReport(app.database.db, app.secrets.fieldCipher, {
        reportId: request.params.uid,
        format: 'csv',
        ...who(request),
      });
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `furlong-str-${data.reportUid}.csv`,
        toCsv(reportExportRows(data)),
      );
    },
  );

  app.post(
    '/aml/reports/:uid/close',
    {
      schema: {
        tags,
        security,
        summary:
          "Close a report (filed, with FIU-IND's acknowledgement, or groundless): the player's withdrawals are no longer held (audited)",
        params: amlUidParamsSchema,
        body: closeSuspiciousReportBodySchema,
        response: { 200: suspiciousReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      closeReport(app.database.db, {
        reportId: request.params.uid,
        ...request.body,
        ...who(request),
      }),
  );
};
