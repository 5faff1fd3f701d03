import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import { systemClock } from '../src/clock';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadEnv, type Env } from '../src/env';
import { openUnsetStates } from '../src/modules/legal/legal-states.queries';
import { createInProcessHub, type RealtimeHub } from '../src/realtime/hub';
import { createRateLimiter } from '../src/security/create-rate-limiter';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The scratch PostgreSQL database, when DATABASE_URL is set (a second app can share it). */
  databaseUrl?: string;
  hub: RealtimeHub;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  hub?: RealtimeHub;
  env?: Partial<Record<keyof Env, string>>;
  logStream?: { write(line: string): void };
  /** Adds test-only routes or hooks before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Another app's database to share (two instances on one PostgreSQL); not dropped on close. */
  databaseUrl?: string;
  /**
   * Another app's open database, migrated (a restart on either engine, the embedded one
   * included): neither migrated again nor closed by this app.
   */
  database?: DatabaseHandle;
  /**
   * Every state starts OFF (decision 063); a test app opens them as demo mode does, unless
   * told to keep them as migrated.
   */
  keepStatesOff?: boolean;
}

/**
 * A fully built app on a fresh, migrated database: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    SEED: 'off',
    WEB_DIST: '/nonexistent',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const scratch =
    process.env.DATABASE_URL && !options.databaseUrl && !options.database
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : undefined;
  const databaseUrl = options.databaseUrl ?? scratch?.url;
  // Files run in parallel, some with several apps each: a small pool keeps the server's
  // connection limit (100 by default) out of reach.
  const database =
    options.database ?? openDatabase({ databaseUrl, dataDir: 'memory://', poolMax: 10 });
  if (!options.database) {
    await database.migrate();
    if (!options.keepStatesOff) await openUnsetStates(database.db);
  }
  const hub = options.hub ?? createInProcessHub();
  // Each app counts its own rate limits, even on a shared Redis.
  const rateLimiter = createRateLimiter(env, `furlong-test:${randomBytes(6).toString('hex')}:`);
  const app = await buildApp({
    env,
    database,
    hub,
    rateLimiter,
    clock: options.clock ?? systemClock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    hub,
    close: async () => {
      await app.close();
      await rateLimiter.close();
      if (!options.hub) await hub.close();
      if (!options.database) await database.close();
      await scratch?.drop();
    },
  };
}

async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `furlong_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A clock the test moves by hand. */
export function createManualClock(
  start: Date,
): Clock & { set(at: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at) => {
      now = at.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
