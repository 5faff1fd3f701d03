import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from './api-root';
import { ENV_NAMES, loadEnv } from './env';

const DATA_KEY = Buffer.alloc(32, 1).toString('base64');
const AUTH_SECRET = 'a-production-secret-of-32-characters!';

describe('loadEnv', () => {
  it('needs AUTH_SECRET and DATA_KEY in production, naming each', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: is required in production[\s\S]*DATA_KEY: is required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET })).toThrow(/DATA_KEY/);
    // The sandbox payout provider must be allowed explicitly in production (decision 027).
    expect(
      loadEnv({ NODE_ENV: 'production', AUTH_SECRET, DATA_KEY, PAYOUT_SANDBOX_ALLOWED: 'on' })
        .DATA_KEY,
    ).toBe(DATA_KEY);
  });

  it('takes a DATA_KEY of exactly 32 bytes', () => {
    expect(() => loadEnv({ DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /DATA_KEY: must be 32 bytes, base64/,
    );
    expect(loadEnv({}).DATA_KEY).toBeUndefined();
  });

  it('serves metrics on 9464 unless METRICS_PORT is 0 or off', () => {
    expect(loadEnv({}).METRICS_PORT).toBe(9464);
    expect(loadEnv({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(loadEnv({ METRICS_PORT: '0' }).METRICS_PORT).toBeUndefined();
    expect(loadEnv({ METRICS_PORT: 'off' }).METRICS_PORT).toBeUndefined();
    expect(() => loadEnv({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT/);
  });

  it('runs several workers only on PostgreSQL with Redis (decision 093)', () => {
    expect(loadEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadEnv({ WEB_CONCURRENCY: '2', REDIS_URL: 'redis://r:6379' })).toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL: the embedded database \(PGlite\)/,
    );
    expect(() => loadEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://p/f' })).toThrow(
      /WEB_CONCURRENCY: above 1 needs REDIS_URL/,
    );
    const env = { WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://p/f', REDIS_URL: 'redis://r' };
    expect(loadEnv(env).WEB_CONCURRENCY).toBe(2);
  });

  it('lists every variable in .env.example', () => {
    const example = readFileSync(join(API_ROOT, '..', '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(ENV_NAMES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
