import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './notifications.schema';
import type { Notification, NotificationChannel } from './notifier';
import { REDACTED_CODE } from './outbox-notifier';

/** A delivery holds its row this long; after it (the process died mid-send) another takes it. */
export const OUTBOX_CLAIM_SECONDS = 60;
/** After this many failed sends a message is left for an operator (logged each time). */
export const OUTBOX_MAX_ATTEMPTS = 10;

export interface OutboxDelivery {
  db: Database;
  send(channel: NotificationChannel, notification: Notification): Promise<void>;
  /** Blank the one-time code out of a row once delivered (production). */
  redactDelivered: boolean;
}

const isClaimable = () =>
  and(
    isNull(outboxMessages.deliveredAt),
    lt(outboxMessages.attempts, OUTBOX_MAX_ATTEMPTS),
    or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
  );

/**
 * Delivers one outbox row at least once: the row is claimed first (two instances, or the
 * request's own delivery and the job, never send it at the same time), sent with its id as
 * the provider's idempotency key, then marked delivered. A crash between the send and the
 * mark means one more send, which the provider recognises by that key. Throws the channel's
 * error; answers false when the row was not there to claim.
 */
export async function deliverOutboxMessage(deps: OutboxDelivery, id: string): Promise<boolean> {
  const [row] = await deps.db
    .update(outboxMessages)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${OUTBOX_CLAIM_SECONDS})`,
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(and(eq(outboxMessages.id, id), isClaimable()))
    .returning();
  if (!row) return false;
  const notification: Notification = {
    id: row.id,
    to: row.to,
    channel: row.channel as NotificationChannel,
    purpose: row.purpose,
    subject: row.subject ?? '',
    body: row.body,
    ...(row.code ? { code: row.code } : {}),
  };
  try {
    await deps.send(notification.channel, notification);
  } catch (error) {
    // Try again soon rather than after the whole claim.
    await deps.db
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${row.attempts * 5})` })
      .where(eq(outboxMessages.id, id));
    throw error;
  }
  await deps.db
    .update(outboxMessages)
    .set({
      deliveredAt: sql`now()`,
      claimedUntil: null,
      ...(deps.redactDelivered && row.code
        ? { body: row.body.replaceAll(row.code, REDACTED_CODE), code: null }
        : {}),
    })
    .where(eq(outboxMessages.id, id));
  return true;
}

/** The oldest rows waiting for delivery (the `notifications` job works through them). */
export async function findUndeliveredMessages(db: Database, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(isClaimable())
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
