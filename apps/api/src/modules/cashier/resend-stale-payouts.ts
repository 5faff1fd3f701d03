import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { repeatEvery, type Repeating } from '../../repeat-every';
import { withdrawals } from './cashier.schema';

/** A PENDING withdrawal the provider has been silent on for this long is sent again. */
export const PAYOUT_RESEND_AFTER_MS = 15 * 60_000;
/** After this many sends it waits for an operator (the withdrawal queue shows it). */
export const PAYOUT_MAX_AUTO_ATTEMPTS = 5;
const SWEEP_EVERY_MS = 60_000;

/**
 * Sends again each PENDING withdrawal whose last send (or, never sent, whose last change) is
 * older than PAYOUT_RESEND_AFTER_MS: a callback the provider lost, or a process that stopped
 * between the hold and the send, must not leave a player's money held for ever. Safe because
 * the provider takes our withdrawal uid as its idempotency key (decision 016): an order it
 * already has is not paid twice. Answers how many were sent.
 */
export async function resendStalePayouts(
  deps: { db: Database; dispatch: (withdrawalId: string) => Promise<void> },
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - PAYOUT_RESEND_AFTER_MS);
  const stale = await deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'PENDING'),
        lt(withdrawals.attempts, PAYOUT_MAX_AUTO_ATTEMPTS),
        lt(sql`coalesce(${withdrawals.lastSentAt}, ${withdrawals.updatedAt})`, before),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(100);
  for (const { id } of stale) await deps.dispatch(id);
  return stale.length;
}

/** Runs resendStalePayouts every minute until stopped (server.ts starts it). */
export function startPayoutResender(app: FastifyInstance): Repeating {
  const sweep = async () => {
    const sent = await resendStalePayouts(
      { db: app.database.db, dispatch: (id) => app.payouts.dispatch(id) },
      app.clock.now(),
    );
    if (sent > 0) app.log.warn({ sent }, 'resent withdrawals the payout provider left pending');
  };
  return repeatEvery(SWEEP_EVERY_MS, sweep, (error) =>
    app.log.warn({ err: error }, 'payout resend sweep failed'),
  );
}
