import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root';
import { ADVISORY_LOCKS } from './functions/contract';
import { applyFunctionSources } from './function-sources';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the modules see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction or the database itself: query helpers accept either. */
export type Executor = Transaction | Database;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Runs the migrations, then (re)applies the database functions' sources that changed. */
  migrate(): Promise<void>;
  /**
   * Runs `task` holding a PostgreSQL advisory lock (session level, on its own connection),
   * so instances booting together take turns (seeding). The embedded database has one process.
   */
  withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  /** Raw SQL for the job queue (pg-boss's `db` option): multi-statement text when no values. */
  readonly jobsSql: JobsSql;
  ping(): Promise<void>;
  /** PostgreSQL's connection pool right now (metrics); the embedded database has none. */
  poolUsage?(): PoolUsage;
  close(): Promise<void>;
}

export interface PoolUsage {
  /** Connections open, idle among them, requests waiting for one, and the most allowed. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface JobsSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const migrationsFolder = join(API_ROOT, 'migrations');
/** Serialises migrations when several instances boot against one PostgreSQL. */
const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations.key;
/** Serialises demo seeding when several instances boot with SEED=on. */
export const SEED_LOCK_KEY = ADVISORY_LOCKS.seed.key;
/** The rest of the demo week, seeded after listening: its own key, so a booting instance need not wait for it. */
export const SEED_WEEK_LOCK_KEY = ADVISORY_LOCKS.seedWeek.key;
/** Serialises the job queue's setup (its tables per queue) across booting instances. */
export const JOBS_SETUP_LOCK_KEY = ADVISORY_LOCKS.jobsSetup.key;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Most PostgreSQL connections this handle opens (default 20); tests open many handles at once. */
  poolMax?: number;
  /**
   * Where migrations connect when the pool goes through PgBouncer in transaction mode: their
   * session-level lock needs one server connection throughout. Defaults to databaseUrl.
   */
  migrationUrl?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 20, options.migrationUrl)
    : openPglite(options.dataDir);
}

function openPglite(dataDir: string): DatabaseHandle {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the name search's trigram indexes (migration 0061, decision 075), as on PostgreSQL.
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await applyFunctionSources({
        query: (text, values) => client.query(text, values),
        exec: (text) => client.exec(text),
      });
    },
    withAdvisoryLock: (_key, task) => task(),
    jobsSql: {
      // PGlite's query() takes one statement; pg-boss sends scripts (BEGIN; ...; COMMIT) bare.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

function openPostgres(
  connectionString: string,
  max: number,
  migrationUrl: string | undefined,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const withAdvisoryLock = async <T>(key: number, task: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const direct = migrationUrl ? new pg.Client({ connectionString: migrationUrl }) : undefined;
      const client = direct ?? (await pool.connect());
      try {
        await direct?.connect();
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        await applyFunctionSources({
          query: (text, values) => client.query(text, values),
          exec: (text) => client.query(text),
        });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        if (direct) await direct.end();
        else (client as pg.PoolClient).release();
      }
    },
    withAdvisoryLock,
    jobsSql: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUsage: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: () => pool.end(),
  };
}
