import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { applyFunctionSources, readFunctionSources, type FunctionSource } from './function-sources';
import { queryRows } from './query-rows';

function source(name: string, text: string): FunctionSource {
  return { name, text, sha256: `${name}:${text.length}:${text}` };
}

async function bareSession() {
  const client = new PGlite();
  await client.exec(
    'create table function_sources (name text primary key, sha256 text not null, applied_at timestamptz not null)',
  );
  return {
    client,
    session: {
      query: (text: string, values?: unknown[]) => client.query(text, values),
      exec: (text: string) => client.exec(text),
    },
  };
}

const probe = (answer: number) =>
  source(
    'probe',
    `CREATE OR REPLACE FUNCTION probe() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;`,
  );

describe('database functions as sources', () => {
  it('a migrated database has exactly the functions the source folder holds, each applied', async () => {
    const database = openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const functions = await queryRows<{ name: string }>(
        database.db,
        sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and p.prokind = 'f'
              and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
            order by 1`,
      );
      const sources = readFunctionSources();
      expect(functions.map((f) => f.name)).toEqual(sources.map((s) => s.name));
      const applied = await queryRows<{ name: string; sha256: string }>(
        database.db,
        sql`select name, sha256 from function_sources order by name`,
      );
      expect(applied).toEqual(sources.map(({ name, sha256 }) => ({ name, sha256 })));
      // A second boot finds nothing to do: no function is replaced.
      const appliedAt = sql`select name, applied_at from function_sources order by name`;
      const before = await queryRows<{ name: string; applied_at: Date }>(database.db, appliedAt);
      await database.migrate();
      expect(await queryRows(database.db, appliedAt)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it('applies a changed source and only a changed one', async () => {
    const { client, session } = await bareSession();
    try {
      expect(await applyFunctionSources(session, [probe(1)])).toEqual(['probe']);
      expect((await client.query<{ probe: number }>('select probe()')).rows[0]?.probe).toBe(1);
      expect(await applyFunctionSources(session, [probe(1)])).toEqual([]);
      expect(await applyFunctionSources(session, [probe(2)])).toEqual(['probe']);
      expect((await client.query<{ probe: number }>('select probe()')).rows[0]?.probe).toBe(2);
    } finally {
      await client.close();
    }
  });

  it('applies all changed sources or none', async () => {
    const { client, session } = await bareSession();
    try {
      await applyFunctionSources(session, [probe(1)]);
      const broken = source('broken', 'CREATE OR REPLACE FUNCTION broken( RETURNS int;');
      await expect(applyFunctionSources(session, [probe(3), broken])).rejects.toThrow();
      expect((await client.query<{ probe: number }>('select probe()')).rows[0]?.probe).toBe(1);
      const { rows } = await client.query<{ name: string }>('select name from function_sources');
      expect(rows.map((row) => row.name)).toEqual(['probe']);
    } finally {
      await client.close();
    }
  });
});
