import { Redis } from 'ioredis';
import type { Env } from '../env';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

/** Shared counters through Redis when configured, so limits hold across instances. */
export function createRateLimiter(env: Env, prefix?: string): RateLimiter {
  if (!env.REDIS_URL) return createMemoryRateLimiter();
  return createRedisRateLimiter(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }), prefix);
}
