import { healthSchema, livenessSchema, readinessSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from './readiness';

const tags = ['health'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', db: 'down' });
      }
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags,
        summary: 'The process is serving (restart it when this stops answering)',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Send traffic here? Database, Redis when configured, and not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({
        database: app.database,
        hub: app.hub,
        state: app.readiness,
      });
      // Probes must see the answer of the moment, never a cached one.
      void reply.header('cache-control', 'no-store');
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
