import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createEmailNotifier } from './email-notifier';
import { createHttpSmsProvider } from './http-sms-provider';
import type { Notification, NotificationChannel, Notifier } from './notifier';
import {
  deliverOutboxMessage,
  findUndeliveredMessages,
  type OutboxDelivery,
} from './deliver-outbox-message';
import { outboxMessages } from './notifications.schema';
import { REDACTED_CODE, writeOutboxMessage } from './outbox-notifier';
import { createSmsNotifier } from './sms-provider';

export type NotifierEnv = Pick<
  Env,
  'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_API_URL' | 'SMS_API_KEY'
>;

/** The two logger calls the notifier makes (Fastify's logger fits). */
export interface NotifierLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const CARRIERS = { EMAIL: 'SMTP', SMS: 'SMS_API', PUSH: 'WEB_PUSH' } as const;

/** A real channel: the SMTP server, the SMS gateway or Web Push. */
interface ChannelSender {
  send(notification: Notification): Promise<void>;
}

/**
 * Email through SMTP when SMTP_URL is set, SMS through the HTTP provider when SMS_API_URL
 * is set. Every message is first written to the outbox table (decision 029): in the caller's
 * transaction when it passes one, so a message exists exactly when what caused it committed.
 * A channel that is not configured leaves it there, delivered (the dev outbox reads it);
 * a real channel gets it from `deliverPending` (the `notifications` job, at least once, the
 * row id as the provider's idempotency key) or, for a send outside a transaction, at once.
 *
 * A failed send is logged and swallowed. Callers reply the same whether or not an account
 * exists (password reset, duplicate registration), and some send after committing (password
 * change): an error here would turn into a 500 that tells an outsider more than the reply.
 * For the same reason a real channel delivers after the reply instead of before it: an SMTP
 * server or SMS gateway takes long enough that waiting for it would make the reply to an
 * existing account measurably slower than to an unknown one (decision 006). Only the outbox
 * insert happens before the reply, for every caller alike.
 */
export function createNotifier(
  env: NotifierEnv,
  db: Database,
  log: NotifierLog,
  /** Web Push (decision 081): the app builds it with the VAPID keys and the contact rule. */
  push?: ChannelSender,
): Notifier {
  const isProduction = env.NODE_ENV === 'production';
  const channels: Record<NotificationChannel, ChannelSender | undefined> = {
    EMAIL: env.SMTP_URL
      ? createEmailNotifier({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
      : undefined,
    SMS:
      env.SMS_API_URL && env.SMS_API_KEY
        ? createSmsNotifier(
            createHttpSmsProvider({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY }),
          )
        : undefined,
    PUSH: push,
  };
  if (isProduction) {
    for (const channel of ['EMAIL', 'SMS'] as const) {
      if (!channels[channel])
        log.warn(
          { channel },
          'notification channel not configured: its messages go to the outbox, without codes',
        );
    }
  }
  const delivery: OutboxDelivery = {
    db,
    redactDelivered: isProduction,
    send: async (channel, notification) => {
      await channels[channel]?.send(notification);
    },
  };
  const deliver = async (id: string, notification: Notification): Promise<boolean> => {
    try {
      return await deliverOutboxMessage(delivery, id);
    } catch (error) {
      log.error(
        {
          channel: notification.channel,
          purpose: notification.purpose,
          error: describeSendError(error, notification),
        },
        'notification not sent',
      );
      return false;
    }
  };
  const inFlight = new Set<Promise<unknown>>();
  const deliverPending = async () => {
    let delivered = 0;
    for (const id of await findUndeliveredMessages(db)) {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      if (row && (await deliver(id, toNotification(row)))) delivered += 1;
    }
    return delivered;
  };
  // One early run at a time; a request during it runs once more after it.
  let early: Promise<unknown> | undefined;
  let again = false;
  const deliverSoon = (): void => {
    if (!channels.EMAIL && !channels.SMS && !channels.PUSH) return;
    if (early) {
      again = true;
      return;
    }
    const run: Promise<unknown> = deliverPending()
      .catch((error: unknown) => log.warn({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        inFlight.delete(run);
        early = undefined;
        if (again) {
          again = false;
          deliverSoon();
        }
      });
    early = run;
    inFlight.add(run);
  };
  return {
    send: async (notification, executor) => {
      const isFinal = !channels[notification.channel];
      const id = await writeOutboxMessage(executor ?? db, notification, {
        keepCodes: !isProduction,
        carrier: isFinal ? 'OUTBOX' : CARRIERS[notification.channel],
      });
      // In a transaction the row is not visible yet: the job delivers it once committed.
      if (isFinal || executor) return;
      const sending: Promise<unknown> = deliver(id, notification).finally(() =>
        inFlight.delete(sending),
      );
      inFlight.add(sending);
    },
    deliverSoon,
    deliverPending,
    drain: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

function toNotification(row: typeof outboxMessages.$inferSelect): Notification {
  return {
    to: row.to,
    channel: row.channel as NotificationChannel,
    purpose: row.purpose,
    subject: row.subject ?? '',
    body: row.body,
    ...(row.code ? { code: row.code } : {}),
  };
}

/** Name, code and a scrubbed message only: never the recipient, the body or the one-time code. */
function describeSendError(error: unknown, notification: Notification): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: typeof error };
  const details = error as Error & { code?: unknown; responseCode?: unknown };
  let message = error.message;
  for (const secret of [notification.code, notification.to]) {
    if (secret) message = message.replaceAll(secret, REDACTED_CODE);
  }
  return {
    name: error.name,
    message: message.slice(0, 200),
    ...(typeof details.code === 'string' ? { code: details.code } : {}),
    ...(typeof details.responseCode === 'number' ? { responseCode: details.responseCode } : {}),
  };
}
