import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/functions/contract';

/** Namespace of the advisory locks below (the first key), so they meet no other lock of ours. */
export const RACE_BETTING_LOCK = ADVISORY_LOCKS.raceBetting.key;

/**
 * Bets on a race hold its betting lock shared until they commit (the database's
 * place_bet_slip takes it, db/functions/place_bet_slip.sql); a race change holds it
 * exclusively. So a suspension or price change waits for the bets already being placed and no
 * bet commits against a race that changed under it. An advisory lock lives in the lock
 * manager's memory: unlike FOR SHARE on the race row, hundreds of concurrent bets on one race
 * do not each rewrite the row's lockers (a MultiXact), which serialised them. The key is
 * (RACE_BETTING_LOCK, hashtext of the race's uuid as text): keep both sides on it.
 */
export async function lockRaceAgainstBetting(tx: Transaction, fixtureId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${RACE_BETTING_LOCK}, hashtext(${fixtureId}::uuid::text))`,
  );
}
