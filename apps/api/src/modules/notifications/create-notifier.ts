import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createEmailNotifier } from './email-notifier';
import { createHttpSmsProvider } from './http-sms-provider';
import type { Notification, NotificationChannel, Notifier } from './notifier';
import { createOutboxNotifier, REDACTED_CODE } from './outbox-notifier';
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

/**
 * Email through SMTP when SMTP_URL is set, SMS through the HTTP provider when SMS_API_URL
 * is set, and the outbox table for a channel that is not configured.
 *
 * A failed send is logged and swallowed. Callers reply the same whether or not an account
 * exists (password reset, duplicate registration), and some send after committing (password
 * change): an error here would turn into a 500 that tells an outsider more than the reply.
 * For the same reason a real channel delivers after the reply instead of before it: an SMTP
 * server or SMS gateway takes long enough that waiting for it would make the reply to an
 * existing account measurably slower than to an unknown one. The outbox (dev mode, or a
 * channel not configured) is written before the reply, so what a developer reads is there.
 */
export function createNotifier(env: NotifierEnv, db: Database, log: NotifierLog): Notifier {
  const isProduction = env.NODE_ENV === 'production';
  const outbox = createOutboxNotifier(db, { keepCodes: !isProduction });
  const channels: Record<NotificationChannel, Notifier> = {
    EMAIL: env.SMTP_URL
      ? createEmailNotifier({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
      : outbox,
    SMS:
      env.SMS_API_URL && env.SMS_API_KEY
        ? createSmsNotifier(
            createHttpSmsProvider({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY }),
          )
        : outbox,
  };
  if (isProduction) {
    for (const channel of ['EMAIL', 'SMS'] as const) {
      if (channels[channel] === outbox)
        log.warn(
          { channel },
          'notification channel not configured: its messages go to the outbox, without codes',
        );
    }
  }
  const deliver = async (notification: Notification) => {
    try {
      await channels[notification.channel].send(notification);
    } catch (error) {
      log.error(
        {
          channel: notification.channel,
          purpose: notification.purpose,
          error: describeSendError(error, notification),
        },
        'notification not sent',
      );
    }
  };
  const inFlight = new Set<Promise<void>>();
  return {
    send: async (notification) => {
      if (channels[notification.channel] === outbox) return deliver(notification);
      const delivery: Promise<void> = deliver(notification).finally(() =>
        inFlight.delete(delivery),
      );
      inFlight.add(delivery);
    },
    drain: async () => {
      await Promise.all([...inFlight]);
    },
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
