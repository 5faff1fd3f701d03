import type { Executor } from '../../db/client';
import { outboxMessages, type OutboxCarrier } from './notifications.schema';
import { BETTING_CONTACT_PURPOSES, type Notification } from './notifier';

export const REDACTED_CODE = '******';

export interface OutboxWrite {
  /**
   * Keep one-time codes readable (dev and tests, through GET /api/dev/outbox). Off, a
   * message that stays in the outbox (its channel is not configured) is written with the
   * code blanked out, and one waiting for a channel keeps it only until delivered: a
   * production database never holds a usable code for longer than the send.
   */
  keepCodes: boolean;
  /** Who carries it; OUTBOX means no channel will: the outbox is where it ends (dev mode). */
  carrier: OutboxCarrier;
}

/** Writes one message to the outbox table; answers its id. */
export async function writeOutboxMessage(
  executor: Executor,
  notification: Notification,
  options: OutboxWrite,
): Promise<string> {
  // Excluded and resting players hear nothing about betting: a sender that did not ask the
  // rule is a bug, so it fails loudly rather than reaching the player.
  if (BETTING_CONTACT_PURPOSES.has(notification.purpose) && !notification.clearance)
    throw new Error(`a ${notification.purpose} message needs a betting-contact clearance`);
  const code = notification.code;
  const isFinal = options.carrier === 'OUTBOX';
  const keepCode = options.keepCodes || !isFinal;
  const [row] = await executor
    .insert(outboxMessages)
    .values({
      to: notification.to,
      channel: notification.channel,
      purpose: notification.purpose,
      code: keepCode ? (code ?? null) : null,
      subject: notification.subject,
      body:
        keepCode || !code ? notification.body : notification.body.replaceAll(code, REDACTED_CODE),
      carrier: options.carrier,
      deliveredAt: isFinal ? new Date() : null,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
