import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { withdrawals } from './cashier.schema';

/** A PENDING withdrawal the provider has been silent on for this long is sent again. */
export const PAYOUT_RESEND_AFTER_MS = 15 * 60_000;
/**
 * A PENDING withdrawal never handed to the provider (the process stopped between the hold
 * and the send) is sent after this long, not after the full resend wait.
 */
export const PAYOUT_FIRST_SEND_AFTER_MS = 60_000;
/** After this many sends it waits for an operator (the withdrawal queue shows it). */
export const PAYOUT_MAX_AUTO_ATTEMPTS = 5;

/**
 * Sends again each PENDING withdrawal whose last send is older than PAYOUT_RESEND_AFTER_MS,
 * and sends one never sent whose last change is older than PAYOUT_FIRST_SEND_AFTER_MS: a
 * callback the provider lost, or a process that stopped between the hold and the send, must
 * not leave a player's money held for ever. Safe because
 * the provider takes our withdrawal uid as its idempotency key (decision 016): an order it
 * already has is not paid twice. Rows are claimed first (their last send moved to now, rows
 * another sweep holds skipped), so two sweeps that overlap never send one withdrawal twice.
 * Answers how many were sent.
 */
export async function resendStalePayouts(
  deps: { db: Database; dispatch: (withdrawalId: string) => Promise<void> },
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - PAYOUT_RESEND_AFTER_MS);
  const neverSentBefore = new Date(now.getTime() - PAYOUT_FIRST_SEND_AFTER_MS);
  const claimable = deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'PENDING'),
        lt(withdrawals.attempts, PAYOUT_MAX_AUTO_ATTEMPTS),
        or(
          lt(sql`coalesce(${withdrawals.lastSentAt}, ${withdrawals.updatedAt})`, before),
          and(isNull(withdrawals.lastSentAt), lt(withdrawals.updatedAt, neverSentBefore)),
        ),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(100)
    .for('update', { skipLocked: true });
  const stale = await deps.db
    .update(withdrawals)
    .set({ lastSentAt: now })
    .where(inArray(withdrawals.id, claimable))
    .returning({ id: withdrawals.id });
  for (const { id } of stale) await deps.dispatch(id);
  return stale.length;
}

/** The `payout-resend` job's period: once a minute across all instances (decision 029). */
export const PAYOUT_RESEND_EVERY_MS = 60_000;

/** One sweep, as the `payout-resend` job runs it; answers how many were sent. */
export async function sweepStalePayouts(app: FastifyInstance): Promise<number> {
  const sent = await resendStalePayouts(
    { db: app.database.db, dispatch: (id) => app.payouts.dispatch(id) },
    app.clock.now(),
  );
  if (sent > 0) app.log.warn({ sent }, 'resent withdrawals the payout provider left pending');
  return sent;
}
