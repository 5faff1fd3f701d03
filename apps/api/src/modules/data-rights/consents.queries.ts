import type { ConsentPurpose, ConsentRecord } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface ConsentEntry {
  playerId: string;
  noticeVersion: string;
  purposes: readonly ConsentPurpose[];
  screen: ConsentRecord['screen'];
  givenAt: Date;
}

/** Appends one entry to the consent record; entries are never changed. */
export async function insertConsent(db: Executor, entry: ConsentEntry): Promise<void> {
  await db.execute(sql`insert into player_consents (player_id, notice_version, purposes, screen, given_at)
    values (${entry.playerId}, ${entry.noticeVersion},
      ${`{${entry.purposes.join(',')}}`}::varchar(32)[], ${entry.screen}, ${entry.givenAt})`);
}

/** The player's consent record, the latest first. */
export async function listConsents(db: Executor, playerId: string): Promise<ConsentRecord[]> {
  const rows = await queryRows<{
    notice_version: string;
    purposes: string[] | string;
    screen: ConsentRecord['screen'];
    given_at: Date | string;
  }>(
    db,
    sql`select notice_version, purposes, screen, given_at from player_consents
      where player_id = ${playerId} order by given_at desc, id desc limit 100`,
  );
  return rows.map((row) => ({
    noticeVersion: row.notice_version,
    purposes: parseArray(row.purposes) as ConsentPurpose[],
    screen: row.screen,
    givenAt: new Date(row.given_at).toISOString(),
  }));
}

/** Both drivers answer a varchar[]: PGlite as an array, node-postgres maybe as `{A,B}`. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
