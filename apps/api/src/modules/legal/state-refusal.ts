import { LEGAL_MESSAGES, legalModeSchema } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { refusalsOf } from '../../db/functions/contract';
import { databaseRefusal } from '../../ledger/post-transfer';

/** The SQLSTATE enforce_state_live raises (apps/api/src/db/functions/enforce_state_live.sql). */
export const STATE_REFUSAL = refusalsOf('state').stateNotLive;

export const isStateRefusal = (code: string): boolean => code === STATE_REFUSAL;

/** The API's answer to FS001: 403 STATE_NOT_LIVE, naming the state and its mode. */
export function stateNotLiveError(detail: string): AppError {
  const facts = detail ? (JSON.parse(detail) as { state?: unknown; mode?: unknown }) : {};
  const state = typeof facts.state === 'string' ? facts.state : '';
  const mode = legalModeSchema.catch('OFF').parse(facts.mode);
  return new AppError('STATE_NOT_LIVE', LEGAL_MESSAGES.stateNotLive(state, mode), undefined, {
    state,
    mode,
  });
}

/**
 * The state guard for a path written in TypeScript (a deposit, a promotion, a ticket): call it
 * inside the path's transaction, before money moves, and it throws STATE_NOT_LIVE unless the
 * player's state is LIVE. It runs the same SQL function the bet slip runs, so both read the
 * mode from the database under the state's shared lock (decision 063).
 */
export async function enforceStateLive(tx: Executor, playerId: string): Promise<void> {
  try {
    await tx.execute(sql`select enforce_state_live(${playerId}::uuid)`);
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal && isStateRefusal(refusal.code)) throw stateNotLiveError(refusal.detail);
    throw error;
  }
}
