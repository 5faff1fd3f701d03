import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the window, this one included. */
  count: number;
  /** Seconds until the window resets when refused. */
  retryAfterSeconds: number;
}

export interface WindowCount {
  /** Hits in the current window; 0 when there is none. */
  count: number;
  /** Seconds until the window ends; 0 when there is none. */
  retryAfterSeconds: number;
}

/** Fixed-window counters shared by every instance when Redis is configured. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** The current window's count, without counting this look. */
  peek(key: string): Promise<WindowCount>;
  /** Starts a fresh window of one hit lasting `seconds`, replacing any window the key had. */
  mark(key: string, seconds: number): Promise<void>;
  clear(key: string): Promise<void>;
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
        count: window.count,
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      };
    },
    peek: async (key) => {
      const at = now();
      const window = windows.get(key);
      if (!window || window.resetAt <= at) return { count: 0, retryAfterSeconds: 0 };
      return { count: window.count, retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000) };
    },
    mark: async (key, seconds) => {
      windows.set(key, { count: 1, resetAt: now() + seconds * 1000 });
    },
    clear: async (key) => {
      windows.delete(key);
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
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: ttl > 0 ? ttl : windowSeconds,
      };
    },
    peek: async (key) => {
      const redisKey = `${prefix}${key}`;
      const [[, count], [, ttl]] = (await redis.multi().get(redisKey).ttl(redisKey).exec()) as [
        [null, string | null],
        [null, number],
      ];
      if (count === null || ttl <= 0) return { count: 0, retryAfterSeconds: 0 };
      return { count: Number(count), retryAfterSeconds: ttl };
    },
    mark: async (key, seconds) => {
      await redis.set(`${prefix}${key}`, 1, 'EX', Math.max(1, Math.ceil(seconds)));
    },
    clear: async (key) => {
      await redis.del(`${prefix}${key}`);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
