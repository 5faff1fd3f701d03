import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 100;

export interface DrainOptions {
  /**
   * How long readiness answers 503 before the server stops accepting connections: long
   * enough for the load balancer's probe to notice (SHUTDOWN_DRAIN_MS on SIGTERM, 0 on Ctrl-C).
   */
  drainMs: number;
  /** Background work to stop meanwhile (race clock, simulator, resenders). */
  stopWork?: () => Promise<void>;
}

/**
 * Leaves the load balancer's rotation without failing a request: readiness turns 503 at
 * once, traffic keeps being served while the balancer notices, then `app.close()` stops
 * accepting connections and waits for the requests in flight (new ones meanwhile get 503).
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.readiness.startDraining();
  await Promise.all([
    options.drainMs > 0 ? delay(options.drainMs) : undefined,
    options.stopWork?.(),
  ]);
  const closing = app.close();
  // close() ends the connections idle at that moment; one whose last request finishes later
  // would otherwise hold the process for the whole keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
  }
}

/**
 * While draining, every reply asks the client to close its connection, so keep-alive clients
 * (the load balancer among them) open their next one to an instance that stays.
 */
export function registerDrainingConnectionClose(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (app.readiness.isDraining) void reply.header('connection', 'close');
  });
}
