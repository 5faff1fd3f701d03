import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createRateLimiter } from './create-rate-limiter';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';

const REDIS_URL = process.env.REDIS_URL;

describe('rate limiter', () => {
  let open: RateLimiter[] = [];
  afterEach(async () => {
    await Promise.all(open.map((limiter) => limiter.close()));
    open = [];
  });
  const allowedOf = async (
    limiter: RateLimiter,
    key: string,
    times: number,
    limit: number,
    windowSeconds: number,
  ) => {
    const results = [];
    for (let i = 0; i < times; i += 1)
      results.push((await limiter.hit(key, limit, windowSeconds)).allowed);
    return results;
  };

  it('in process: counts each key on its own and starts again when the window ends', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    open.push(limiter);
    expect(await allowedOf(limiter, 'a', 4, 3, 60)).toEqual([true, true, true, false]);
    expect(await allowedOf(limiter, 'b', 1, 3, 60)).toEqual([true]);
    expect((await limiter.hit('a', 3, 60)).retryAfterSeconds).toBe(60);
    now += 60_000;
    expect(await allowedOf(limiter, 'a', 1, 3, 60)).toEqual([true]);
  });

  const peeksMarksAndClears = async (limiter: RateLimiter) => {
    expect(await limiter.peek('p')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit('p', 5, 60);
    expect((await limiter.peek('p')).count).toBe(1);
    expect((await limiter.peek('p')).count).toBe(1);
    expect((await limiter.hit('p', 5, 60)).count).toBe(2);
    await limiter.mark('p', 30);
    expect(await limiter.peek('p')).toEqual({ count: 1, retryAfterSeconds: 30 });
    await limiter.clear('p');
    expect((await limiter.peek('p')).count).toBe(0);
  };

  it('in process: peeks without counting, marks a fresh window and clears', async () => {
    const limiter = createMemoryRateLimiter(() => 5_000_000);
    open.push(limiter);
    await peeksMarksAndClears(limiter);
  });

  it.skipIf(!REDIS_URL)('with REDIS_URL: peeks, marks and clears the same way', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL ?? '' });
    const limiter = createRateLimiter(env, `furlong-test:${randomUUID()}:`);
    open.push(limiter);
    await peeksMarksAndClears(limiter);
  });

  // Two instances of the API share one Redis: a limit must hold across them, not per process.
  it.skipIf(!REDIS_URL)(
    'with REDIS_URL: instances share the counters, which expire with the window',
    async () => {
      const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL ?? '' });
      const prefix = `furlong-test:${randomUUID()}:`;
      const first = createRateLimiter(env, prefix);
      const second = createRateLimiter(env, prefix);
      open.push(first, second);
      expect((await first.hit('login:ip:10.0.0.1', 3, 1)).allowed).toBe(true);
      expect((await second.hit('login:ip:10.0.0.1', 3, 1)).allowed).toBe(true);
      expect((await first.hit('login:ip:10.0.0.1', 3, 1)).allowed).toBe(true);
      const refused = await second.hit('login:ip:10.0.0.1', 3, 1);
      expect(refused).toMatchObject({ allowed: false });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect((await second.hit('login:ip:10.0.0.2', 3, 1)).allowed).toBe(true);
      await sleep(1_100);
      expect((await first.hit('login:ip:10.0.0.1', 3, 1)).allowed).toBe(true);
    },
  );
});
