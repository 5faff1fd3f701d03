import { IDEMPOTENCY_KEY_TTL_HOURS } from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** An Idempotency-Key is honoured for 24 hours (documented on the header in the API). */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;
/** Sessions past their end (expired or revoked) are kept this long for support questions. */
export const ENDED_SESSION_KEEP_MS = 7 * 86_400_000;
/** Delivered outbox messages are kept this long (the dev outbox, delivery questions). */
export const DELIVERED_OUTBOX_KEEP_MS = 7 * 86_400_000;
/** The `retention` job's period. */
export const RETENTION_EVERY_MS = 10 * 60_000;
/** Rows deleted per statement: short transactions that never hold a table for long. */
const BATCH = 5_000;

export interface PurgeReport {
  idempotencyKeys: number;
  sessions: number;
  operatorSessions: number;
  outboxMessages: number;
}

/**
 * Deletes what the portal no longer needs (decision 029, docs/partitioning.md): answered
 * Idempotency-Keys older than 24 h, sessions ended over a week ago with their refresh
 * tokens, and delivered outbox messages over a week old. Batched, so it can run while bets
 * are placed. Answers how many rows went.
 */
export async function purgeExpiredRows(db: Database, now: Date): Promise<PurgeReport> {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const sessionsBefore = new Date(now.getTime() - ENDED_SESSION_KEEP_MS);
  const outboxBefore = new Date(now.getTime() - DELIVERED_OUTBOX_KEEP_MS);
  return {
    idempotencyKeys: await deleteInBatches(
      db,
      (limit) => sql`delete from idempotency_keys where (player_id, key) in (
        select player_id, key from idempotency_keys where created_at < ${keysBefore} limit ${limit})`,
    ),
    sessions: await deleteInBatches(db, (limit) =>
      endedSessions('sessions', 'refresh_tokens', sessionsBefore, limit),
    ),
    operatorSessions: await deleteInBatches(db, (limit) =>
      endedSessions('operator_sessions', 'operator_refresh_tokens', sessionsBefore, limit),
    ),
    outboxMessages: await deleteInBatches(
      db,
      (limit) => sql`delete from outbox_messages where id in (
        select id from outbox_messages where delivered_at < ${outboxBefore} limit ${limit})`,
    ),
  };
}

/** A session and its refresh tokens go together (the tokens reference the session). */
function endedSessions(sessions: string, tokens: string, before: Date, limit: number): SQL {
  return sql`with ended as (
      select id from ${sql.identifier(sessions)}
      where expires_at < ${before} or revoked_at < ${before}
      limit ${limit}
    ), tokens as (
      delete from ${sql.identifier(tokens)} where session_id in (select id from ended)
    )
    delete from ${sql.identifier(sessions)} where id in (select id from ended)`;
}

async function deleteInBatches(db: Database, statement: (limit: number) => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(statement(BATCH))) as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    const deleted = result.rowCount ?? result.affectedRows ?? 0;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
