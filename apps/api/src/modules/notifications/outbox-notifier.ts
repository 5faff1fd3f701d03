import type { Database } from '../../db/client';
import { outboxMessages } from './notifications.schema';
import type { Notifier } from './notifier';

export interface OutboxOptions {
  /**
   * Keep one-time codes readable (dev and tests, through GET /api/dev/outbox). Off, the
   * code is dropped and blanked out of the body: a production database never holds a
   * usable code because a channel was left unconfigured.
   */
  keepCodes?: boolean;
}

export const REDACTED_CODE = '******';

/** Dev and embedded mode: messages land in a table the dev outbox route reads. */
export function createOutboxNotifier(db: Database, options: OutboxOptions = {}): Notifier {
  const keepCodes = options.keepCodes ?? true;
  return {
    send: async (notification) => {
      const code = notification.code;
      await db.insert(outboxMessages).values({
        to: notification.to,
        channel: notification.channel,
        purpose: notification.purpose,
        code: keepCodes ? (code ?? null) : null,
        subject: notification.subject,
        body:
          keepCodes || !code
            ? notification.body
            : notification.body.replaceAll(code, REDACTED_CODE),
      });
    },
  };
}
