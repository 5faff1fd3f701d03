import {
  DATA_CATEGORIES,
  DATA_SHARED_WITH,
  type DataExport,
  type DataSummary,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  exportedColumns,
  PERSONAL_TABLES,
  rowsOfPlayer,
  type PersonalTable,
} from './personal-data-tables';

type Row = Record<string, unknown>;

async function readTable(db: Executor, table: PersonalTable, playerId: string): Promise<Row[]> {
  const columns = sql.join(
    exportedColumns(table).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select ${columns} from ${sql.identifier(table.table)}
      where ${rowsOfPlayer(table, playerId)}`,
  );
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}

/** Dates as ISO text, bigints as text: what JSON and CSV can carry without loss. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * Everything Furlong holds about the player, table by table, as PERSONAL_TABLES lists it
 * (DPDP Act 2023 s. 11): the columns withheld there are secrets or sealed copies.
 */
export async function exportPlayerData(
  db: Executor,
  playerId: string,
  now: Date,
): Promise<DataExport> {
  const tables: DataExport['tables'] = {};
  for (const table of PERSONAL_TABLES)
    tables[table.table] = { category: table.category, rows: await readTable(db, table, playerId) };
  return { exportedAt: now.toISOString(), player: playerId, tables };
}

/** The export as one CSV: a line per value (table, row, column, value). */
export function toCsv(data: DataExport): string {
  const lines = ['table,row,column,value'];
  for (const [table, { rows }] of Object.entries(data.tables))
    rows.forEach((row, index) => {
      for (const [column, value] of Object.entries(row))
        lines.push([table, String(index + 1), column, text(value)].map(csvField).join(','));
    });
  return `${lines.join('\r\n')}\r\n`;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "My data": how many records of each category are held, with whom shared, and what is kept. */
export async function summarisePlayerData(db: Executor, playerId: string): Promise<DataSummary> {
  const counts = new Map<string, number>();
  for (const table of PERSONAL_TABLES) {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table.table)} where ${rowsOfPlayer(table, playerId)}`,
    );
    counts.set(table.category, (counts.get(table.category) ?? 0) + Number(row?.n ?? 0));
  }
  const [player] = await queryRows<{
    erased_at: Date | string | null;
    legal_hold_until: Date | string | null;
  }>(db, sql`select erased_at, legal_hold_until from players where id = ${playerId}`);
  const iso = (value: Date | string | null | undefined) =>
    value ? new Date(value).toISOString() : null;
  return {
    categories: DATA_CATEGORIES.map((category) => ({
      category,
      records: counts.get(category) ?? 0,
      sharedWith: [...DATA_SHARED_WITH[category]],
      isLegallyHeld: PERSONAL_TABLES.some((t) => t.category === category && !t.isErased),
    })),
    erasedAt: iso(player?.erased_at),
    legalHoldUntil: iso(player?.legal_hold_until),
  };
}
