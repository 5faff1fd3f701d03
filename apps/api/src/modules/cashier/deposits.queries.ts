import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { deposits, type DepositRow } from './deposits.schema';

/** Locks one deposit: every change of its status happens under this lock, so it happens once. */
export async function lockDeposit(tx: Transaction, id: string): Promise<DepositRow | undefined> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

export async function findOwnDeposit(
  db: Executor,
  playerId: string,
  id: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.playerId, playerId)));
  return row;
}

/**
 * Claims PENDING deposits older than `before` that nobody asked the provider about since
 * `before` (their last check moved to now; rows another sweep holds are skipped), oldest first.
 */
export async function claimStaleDeposits(
  db: Executor,
  before: Date,
  now: Date,
  limit: number,
): Promise<DepositRow[]> {
  const claimable = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'PENDING'),
        lt(deposits.createdAt, before),
        or(isNull(deposits.lastCheckedAt), lt(deposits.lastCheckedAt, before)),
      ),
    )
    .orderBy(asc(deposits.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(deposits)
    .set({ lastCheckedAt: now })
    .where(inArray(deposits.id, claimable))
    .returning();
}
