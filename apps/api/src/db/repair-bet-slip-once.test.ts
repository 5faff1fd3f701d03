import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queryRows } from './query-rows';

// Migration 0014 repaired databases that ran the shipped 0009 (a 15-argument
// place_bet_slip_once), and 0038 drops the 16-argument one for the slip context (decision 040).
// A fresh database runs every shipped migration first, so it is the case under test: after
// migrating, only the function the bet path calls exists.
describe('migration 0014 (place_bet_slip_once repair)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('leaves exactly one place_bet_slip_once, the one taking a batch of slip contexts', async () => {
    const functions = await queryRows<{ pronargs: number; args: string }>(
      test.database.db,
      sql`select pronargs, pg_get_function_identity_arguments(oid) as args
          from pg_proc where proname = 'place_bet_slip_once'`,
    );
    expect(functions).toHaveLength(1);
    expect(Number(functions[0]?.pronargs)).toBe(1);
    expect(functions[0]?.args).toBe('p_slips bet_slip_context[]');
  });
});
