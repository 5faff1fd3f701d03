import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../api-root';

/**
 * Where the database functions live as source: one file per function, `CREATE OR REPLACE`,
 * named after it. A change to a function is an edit of its file (a reviewable diff), never a
 * migration; migrations change tables, and drop a function whose arguments change. Decision 039.
 */
export const FUNCTIONS_FOLDER = join(API_ROOT, 'src', 'db', 'functions');

/** Raw SQL on one connection: `exec` runs a script without parameters. */
export interface SqlSession {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

export interface FunctionSource {
  name: string;
  text: string;
  sha256: string;
}

export function readFunctionSources(folder = FUNCTIONS_FOLDER): FunctionSource[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      return {
        name: file.slice(0, -'.sql'.length),
        text,
        sha256: createHash('sha256').update(text).digest('hex'),
      };
    });
}

/**
 * Runs after the migrations, under their lock: (re)creates each function whose source differs
 * from the one last applied (`function_sources` keeps the hashes), all in one transaction, so a
 * booting replica never sees half a set. Answers the names applied.
 */
export async function applyFunctionSources(
  session: SqlSession,
  sources = readFunctionSources(),
): Promise<string[]> {
  const { rows } = await session.query('select name, sha256 from function_sources');
  const applied = new Map(
    (rows as { name: string; sha256: string }[]).map((r) => [r.name, r.sha256]),
  );
  const changed = sources.filter((source) => applied.get(source.name) !== source.sha256);
  if (changed.length === 0) return [];
  await session.exec('begin');
  try {
    for (const source of changed) {
      await session.exec(source.text);
      await session.query(
        `insert into function_sources (name, sha256, applied_at) values ($1, $2, now())
         on conflict (name) do update set sha256 = excluded.sha256, applied_at = excluded.applied_at`,
        [source.name, source.sha256],
      );
    }
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw error;
  }
  return changed.map((source) => source.name);
}
