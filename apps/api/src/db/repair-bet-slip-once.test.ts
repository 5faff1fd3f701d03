import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queryRows } from './query-rows';

// Migration 0014 repairs databases that ran the shipped 0009 (a 15-argument
// place_bet_slip_once). A fresh database runs that same shipped 0009 first, so it is the
// case under test: after migrating, only the 16-argument function the bet path calls exists.
describe('migration 0014 (place_bet_slip_once repair)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('leaves exactly one place_bet_slip_once, the one with p_abandoned_before', async () => {
    const functions = await queryRows<{ pronargs: number; args: string }>(
      test.database.db,
      sql`select pronargs, pg_get_function_identity_arguments(oid) as args
          from pg_proc where proname = 'place_bet_slip_once'`,
    );
    expect(functions).toHaveLength(1);
    expect(Number(functions[0]?.pronargs)).toBe(16);
    expect(functions[0]?.args).toContain('p_abandoned_before timestamp with time zone');
  });
});
