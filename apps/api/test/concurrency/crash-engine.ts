import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/client';
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
  dispose(): Promise<void>;
}

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
      serverEnv: { ...common, DATABASE_URL: scratch.url },
      withDatabase: (task) => task(handle.db),
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
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
