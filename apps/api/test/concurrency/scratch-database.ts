import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A throw-away database on the server named by `baseUrl`, for code that must open its own
 * connections (a server in a child process, a benchmark). build-test-app.ts keeps its own.
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 'furlong_storm',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
