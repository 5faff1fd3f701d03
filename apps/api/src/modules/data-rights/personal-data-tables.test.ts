import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../db/query-rows';
import { exportedColumns, KEPT_FROM_THE_PLAYER, PERSONAL_TABLES } from './personal-data-tables';

/**
 * Tables that reach a player only through another table, and hold nothing personal of their
 * own; each with its reason. Any other table with a column naming players, or a key to players,
 * must be in PERSONAL_TABLES.
 */
const NOT_PERSONAL: Readonly<Record<string, string>> = {
  breach_notices: "Furlong's own record of a breach; the player's part is breach_notice_deliveries",
};

/**
 * The export misses no personal field (DPDP Act 2023 s. 11, issue 29): the database itself is
 * asked which tables and columns exist, so a column a migration adds fails here until it is
 * exported or withheld with a reason.
 */
describe('the data export covers every column of player data', () => {
  let subject: TestApp;
  let columns: Map<string, Set<string>>;
  beforeAll(async () => {
    subject = await buildTestApp();
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      subject.database.db,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'`,
    );
    columns = new Map();
    for (const row of rows) {
      const set = columns.get(row.table_name) ?? new Set<string>();
      set.add(row.column_name);
      columns.set(row.table_name, set);
    }
  });
  afterAll(async () => {
    await subject.close();
  });

  it('lists every table with a player_id column or a foreign key to players', async () => {
    const referencing = await queryRows<{ table_name: string }>(
      subject.database.db,
      sql`select distinct tc.table_name from information_schema.table_constraints tc
        join information_schema.constraint_column_usage cu
          on cu.constraint_name = tc.constraint_name and cu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          and cu.table_name = 'players'`,
    );
    const holding = new Set([
      'players',
      // player_id, and any other column naming players (affected_player_ids, ...).
      ...[...columns]
        .filter(([, set]) => [...set].some((column) => column.includes('player')))
        .map(([table]) => table),
      ...referencing.map((row) => row.table_name),
    ]);
    const listed = new Set(PERSONAL_TABLES.map((table) => table.table));
    const missing = [...holding].filter(
      (table) => !listed.has(table) && !NOT_PERSONAL[table] && !KEPT_FROM_THE_PLAYER[table],
    );
    expect(missing.sort()).toEqual([]);
    for (const table of [...Object.keys(NOT_PERSONAL), ...Object.keys(KEPT_FROM_THE_PLAYER)])
      expect(holding.has(table), table).toBe(true);
    // A table the law keeps from the player is never in the export.
    expect([...listed].filter((table) => KEPT_FROM_THE_PLAYER[table])).toEqual([]);
    expect(holding.size).toBeGreaterThanOrEqual(20);
  });

  it('exports or withholds (with a reason) every column of each listed table', () => {
    for (const table of PERSONAL_TABLES) {
      const actual = columns.get(table.table);
      expect(actual, `${table.table} exists`).toBeDefined();
      const exported = exportedColumns(table);
      const withheld = Object.keys(table.withheld ?? {});
      expect(
        exported.filter((column) => withheld.includes(column)),
        table.table,
      ).toEqual([]);
      expect([...exported, ...withheld].sort(), table.table).toEqual([...actual!].sort());
      for (const reason of Object.values(table.withheld ?? {}))
        expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('erases only sign-in, message and follow data; KYC, money and bets stay held', () => {
    const erased = PERSONAL_TABLES.filter((table) => table.isErased);
    expect(
      erased.every((table) => ['SIGN_IN', 'MESSAGES', 'PREFERENCES'].includes(table.category)),
    ).toBe(true);
    const held = PERSONAL_TABLES.filter((table) => !table.isErased).map((table) => table.table);
    expect(held).toEqual(
      expect.arrayContaining([
        'ledger_entries',
        'withdrawals',
        'kyc_documents',
        'bets',
        'beneficiaries',
      ]),
    );
  });
});
