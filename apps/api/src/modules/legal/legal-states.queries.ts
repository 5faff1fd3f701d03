import {
  LEGAL_STATES,
  type LegalMode,
  type LegalModeChange,
  type LegalStateMode,
  type OperatorLegalState,
  type PlayerLegalStatus,
} from '@furlong/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';
import { legalModeChanges, legalStates } from './legal.schema';

export type LegalModeChangeRow = typeof legalModeChanges.$inferSelect;

/** Every state of the registration's list with its mode; a state with no row is OFF. */
export async function listStateModes(db: Executor): Promise<LegalStateMode[]> {
  const rows = await db
    .select({ state: legalStates.state, mode: legalStates.mode })
    .from(legalStates);
  const modes = new Map(rows.map((row) => [row.state, row.mode]));
  return LEGAL_STATES.map((state) => ({ state, mode: modes.get(state) ?? 'OFF' }));
}

export async function findStateMode(db: Executor, state: string): Promise<LegalMode> {
  const [row] = await db
    .select({ mode: legalStates.mode })
    .from(legalStates)
    .where(eq(legalStates.state, state));
  return row?.mode ?? 'OFF';
}

/** The console's list: each state's mode, the last change's words, and its players. */
export async function listOperatorStates(db: Executor): Promise<OperatorLegalState[]> {
  const rows = await db.select().from(legalStates);
  const counts = await db
    .select({ state: players.state, players: count() })
    .from(players)
    .groupBy(players.state);
  const byState = new Map(rows.map((row) => [row.state, row]));
  const playersOf = new Map(counts.map((row) => [row.state, row.players]));
  return LEGAL_STATES.map((state) => {
    const row = byState.get(state);
    return {
      state,
      mode: row?.mode ?? 'OFF',
      reason: row?.reason ?? null,
      reference: row?.reference ?? null,
      changedOn: row?.changedAt?.toISOString() ?? null,
      players: playersOf.get(state) ?? 0,
    };
  });
}

/** The mode of a player's state (of residence, given at registration); no row is OFF. */
export async function findPlayerStateMode(db: Executor, playerId: string): Promise<LegalMode> {
  const [row] = await db
    .select({ mode: legalStates.mode })
    .from(players)
    .leftJoin(legalStates, eq(legalStates.state, players.state))
    .where(eq(players.id, playerId));
  return row?.mode ?? 'OFF';
}

/** A state's mode as its players see it: the operator's reason when it is not LIVE. */
export async function findStateLegalStatus(
  db: Executor,
  state: string,
): Promise<PlayerLegalStatus> {
  const [row] = await db
    .select({ mode: legalStates.mode, reason: legalStates.reason })
    .from(legalStates)
    .where(eq(legalStates.state, state));
  const mode = row?.mode ?? 'OFF';
  return { mode, reason: mode === 'LIVE' ? null : (row?.reason ?? null) };
}

const makers = alias(operators, 'makers');
const checkers = alias(operators, 'checkers');

/** Changes by status (or one by id), oldest first: the longest waiting on top. */
export async function listModeChanges(
  db: Executor,
  where: { status?: LegalModeChangeRow['status']; id?: string },
  limit = 200,
): Promise<LegalModeChange[]> {
  const rows = await db
    .select({
      change: legalModeChanges,
      maker: { id: makers.id, name: makers.name },
      checker: { id: checkers.id, name: checkers.name },
    })
    .from(legalModeChanges)
    .innerJoin(makers, eq(makers.id, legalModeChanges.makerId))
    .leftJoin(checkers, eq(checkers.id, legalModeChanges.checkerId))
    .where(
      where.id
        ? eq(legalModeChanges.id, where.id)
        : eq(legalModeChanges.status, where.status ?? 'PENDING'),
    )
    .orderBy(asc(legalModeChanges.createdAt), asc(legalModeChanges.id))
    .limit(limit);
  return rows.map(({ change, maker, checker }) => ({
    uid: change.id,
    scope: change.scope,
    mode: change.mode,
    reason: change.reason,
    reference: change.reference,
    status: change.status,
    requestedBy: { uid: maker.id, name: maker.name },
    requestedOn: change.createdAt.toISOString(),
    decidedBy: checker ? { uid: checker.id, name: checker.name } : null,
    decidedOn: change.decidedAt?.toISOString() ?? null,
    rejectionReason: change.rejectionReason,
  }));
}

export async function findModeChange(db: Executor, id: string) {
  const [found] = await listModeChanges(db, { id }, 1);
  return found;
}

/** Every decision on a change happens under its row lock, so it is applied once. */
export async function lockModeChange(
  tx: Transaction,
  where: { id: string } | { pendingScope: string },
): Promise<LegalModeChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(legalModeChanges)
    .where(
      'id' in where
        ? eq(legalModeChanges.id, where.id)
        : and(
            eq(legalModeChanges.scope, where.pendingScope),
            eq(legalModeChanges.status, 'PENDING'),
          ),
    )
    .for('update');
  return row;
}

/**
 * Demo mode (SEED=on) opens every state no operator has set yet; a production install keeps
 * them OFF until two ADMINs set each (decision 063). Answers how many it opened.
 */
export async function openUnsetStates(db: Executor): Promise<number> {
  const opened = await db
    .update(legalStates)
    .set({ mode: 'LIVE', reason: sql`null`, reference: sql`null` })
    .where(and(isNull(legalStates.changedAt), sql`${legalStates.mode} <> 'LIVE'`))
    .returning({ state: legalStates.state });
  return opened.length;
}
