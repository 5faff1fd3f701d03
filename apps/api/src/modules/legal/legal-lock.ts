import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/functions/contract';

/**
 * The advisory lock namespace of a state's mode (decision 063): enforce_state_live takes
 * (STATE_MODE_LOCK, hashtext(state)) shared in every bet's transaction; a change of mode takes
 * it exclusive here before it writes, so it waits for the bets in flight and every bet after it
 * reads the new mode. db/functions/contract.test.ts holds the SQL function to the same number.
 */
export const STATE_MODE_LOCK = ADVISORY_LOCKS.stateMode.key;

/** Locks states' modes for a change, in name order (the all-states change takes every one). */
export async function lockStateModes(tx: Transaction, states: readonly string[]): Promise<void> {
  for (const state of [...states].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(${STATE_MODE_LOCK}, hashtext(${state}))`);
}
