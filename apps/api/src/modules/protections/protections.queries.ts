import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  playerLimits,
  playerProtections,
  type PlayerLimitRow,
  type PlayerProtectionsRow,
} from './protections.schema';

export type LimitWithUse = PlayerLimitRow & { usedPaise: number };

/**
 * The player's protections row, created if missing and locked: every change to a player's
 * protections takes this lock first, so two changes of one player apply one after the other.
 */
export async function lockProtections(
  tx: Executor,
  playerId: string,
): Promise<PlayerProtectionsRow> {
  await tx.insert(playerProtections).values({ playerId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(playerProtections)
    .where(eq(playerProtections.playerId, playerId))
    .for('update');
  if (!row) throw new Error(`no protections row for ${playerId}`);
  return row;
}

export async function findProtections(
  db: Executor,
  playerId: string,
): Promise<PlayerProtectionsRow | undefined> {
  const [row] = await db
    .select()
    .from(playerProtections)
    .where(eq(playerProtections.playerId, playerId));
  return row;
}

/**
 * The player's limits with what is used of each at `now`, by the same database function the
 * bet transaction checks them with (db/functions/player_limit_used.sql), so the screen and the
 * refusal agree.
 */
export async function findLimitsWithUse(
  db: Executor,
  playerId: string,
  now: Date,
): Promise<LimitWithUse[]> {
  const rows = await queryRows<{
    kind: string;
    period: string;
    amount_paise: string;
    pending_amount_paise: string | null;
    pending_from: string | Date | null;
    updated_at: string | Date;
    used_paise: string;
  }>(
    db,
    sql`select kind, period, amount_paise, pending_amount_paise, pending_from, updated_at,
          player_limit_used(player_id, kind, period, ${now.toISOString()}::timestamptz) as used_paise
        from player_limits where player_id = ${playerId}::uuid`,
  );
  return rows.map((row) => ({
    playerId,
    kind: row.kind,
    period: row.period,
    amountPaise: Number(row.amount_paise),
    pendingAmountPaise: row.pending_amount_paise === null ? null : Number(row.pending_amount_paise),
    pendingFrom: row.pending_from === null ? null : new Date(row.pending_from),
    updatedAt: new Date(row.updated_at),
    usedPaise: Number(row.used_paise),
  }));
}

export async function findLimit(
  tx: Executor,
  playerId: string,
  kind: string,
  period: string,
): Promise<PlayerLimitRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        eq(playerLimits.kind, kind),
        eq(playerLimits.period, period),
      ),
    );
  return row;
}

/**
 * Marketing consent as the consent record says (decision 070): the one switch canReceiveMarketing
 * reads. Taken under the protections lock, like every other change of the row.
 */
export async function setMarketingConsent(
  tx: Executor,
  playerId: string,
  isGiven: boolean,
  now: Date,
): Promise<void> {
  await lockProtections(tx, playerId);
  await tx
    .update(playerProtections)
    .set({ marketingConsent: isGiven, updatedAt: now })
    .where(eq(playerProtections.playerId, playerId));
}
