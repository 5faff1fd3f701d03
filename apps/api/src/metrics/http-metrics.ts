import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts and times every answered request by route template, never by raw path: an id in a
 * path would make a new series per race or player. Static files and the SPA fallback are one
 * `web` route, and anything that matched no route is `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request) };
    app.metrics.httpRequests.inc({ ...labels, status_code: String(reply.statusCode) });
    app.metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (!route) return 'unmatched';
  return route === '/api' || route.startsWith('/api/') ? route : 'web';
}
