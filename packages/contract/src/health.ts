import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process is up and serving; restart it if this stops answering. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

const checkOutcomeSchema = z.enum(['ok', 'down']);

/**
 * GET /api/health/ready: send traffic here? 503 while a dependency is down or the instance is
 * draining before it stops (SIGTERM). `redis` appears only when REDIS_URL is configured.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  checks: z.object({ database: checkOutcomeSchema, redis: checkOutcomeSchema.optional() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
