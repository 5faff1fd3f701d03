import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets when refused. */
  retryAfterSeconds: number;
}

/** Fixed-window counters shared by every instance when Redis is configured. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit: async (key, limit, windowSeconds) => {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
        if (windows.size > 100_000) pruneExpired(windows, at);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      };
    },
    close: async () => windows.clear(),
  };
}

function pruneExpired(windows: Map<string, { resetAt: number }>, at: number): void {
  for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
}

/** `prefix` namespaces the counters (tests give each app its own). */
export function createRedisRateLimiter(redis: Redis, prefix = 'furlong:rl:'): RateLimiter {
  return {
    hit: async (key, limit, windowSeconds) => {
      const redisKey = `${prefix}${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).ttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.expire(redisKey, windowSeconds);
      return { allowed: count <= limit, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    close: async () => {
      await redis.quit();
    },
  };
}
