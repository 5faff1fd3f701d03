import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/** Fixed, so access tokens signed before a crash are still good after the restart. */
const AUTH_SECRET = 'crash-test-secret-0123456789abcdef0123456789';

/**
 * The database a crash test kills a server over, on either engine: a scratch PostgreSQL database
 * when DATABASE_URL is set, else an embedded one in a directory of its own (as `npm start` keeps
 * it). The embedded database lives inside the server's process, so the test reads it only while
 * no server runs: `withDatabase` opens it, runs the reads or writes, and closes it again.
 */
export interface CrashEngine {
  label: 'PostgreSQL' | 'embedded';
  /** The server's environment for this database (production mode, as a crash is met there). */
  serverEnv: Record<string, string>;
  withDatabase<T>(task: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Resolves once a killed server can change nothing more. PostgreSQL may still be finishing a
   * COMMIT the dead process sent: wait until none of its sessions (named by PGAPPNAME) is left.
   * The embedded database dies with the process.
   */
  settleAfterKill(): Promise<void>;
  dispose(): Promise<void>;
}

/** The server's PostgreSQL sessions carry this name (node-postgres reads PGAPPNAME). */
const SERVER_APP_NAME = 'furlong-crash-server';

export async function openCrashEngine(): Promise<CrashEngine> {
  const common = {
    AUTH_SECRET,
    DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
    TRUST_PROXY: '1',
    NODE_ENV: 'production',
    PAYOUT_SANDBOX_ALLOWED: 'on',
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch: ScratchDatabase = await createScratchDatabase(url);
    const handle = openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    await handle.migrate();
    return {
      label: 'PostgreSQL',
      serverEnv: { ...common, DATABASE_URL: scratch.url, PGAPPNAME: SERVER_APP_NAME },
      withDatabase: (task) => task(handle.db),
      settleAfterKill: async () => {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const [row] = await queryRows<{ left: number }>(
            handle.db,
            sql`select count(*)::int as left from pg_stat_activity where application_name = ${SERVER_APP_NAME}`,
          );
          if (row?.left === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the killed server still has sessions on the database after 10 s');
      },
      dispose: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'furlong-crash-'));
  const withDatabase = async <T>(task: (db: Database) => Promise<T>): Promise<T> => {
    const handle = openDatabase({ dataDir });
    try {
      await handle.migrate();
      return await task(handle.db);
    } finally {
      await handle.close();
    }
  };
  return {
    label: 'embedded',
    serverEnv: { ...common, DATA_DIR: dataDir },
    withDatabase,
    settleAfterKill: async () => {},
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
