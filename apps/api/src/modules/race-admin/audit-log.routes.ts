import { auditPageSchema, auditQuerySchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEntries } from './list-audit-entries';
import { requires, responses, tags } from '../../plugins/operator-route-schema';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        security: requires('audit:view'),
        summary: 'The audit log, newest first; pass nextBefore as before for the next page',
        querystring: auditQuerySchema,
        response: responses(200, auditPageSchema),
      },
    },
    (request) => listAuditEntries(app.database.db, request.query),
  );
};
