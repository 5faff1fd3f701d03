import type { PushKind } from '@furlong/contract';
import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { outboxMessages } from './notifications.schema';
import type { Notification } from './notifier';
import { pushSubscriptions } from './push.schema';
import type { VapidKeys } from './vapid-keys';

/** A push waits at the push service this long for a browser that is offline. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** The outbox purpose of each kind of push, and back. */
export const PUSH_PURPOSES: Readonly<Record<PushKind, string>> = {
  RESULTS: 'PUSH_RESULTS',
  SCRATCHINGS: 'PUSH_SCRATCHINGS',
  FOLLOWS: 'PUSH_FOLLOWS',
};
const KIND_OF_PURPOSE = new Map(
  Object.entries(PUSH_PURPOSES).map(([kind, purpose]) => [purpose, kind as PushKind]),
);

export interface WebPushSenderDeps {
  db: Database;
  keys: VapidKeys;
  /** The contact rule, asked at the moment of sending (a time-out may have begun since). */
  mayContact: (playerId: string, now: Date) => Promise<boolean>;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/**
 * Delivers one push outbox row (channel PUSH, `to` the player's id, `body` the payload) to
 * each of the player's browsers that asked for its kind, encrypted (aes128gcm) and signed
 * (VAPID) by `web-push`. Asks the contact rule first: a player on a break or excluded gets
 * nothing, and the row is kept as WITHHELD. A 404 or 410 from the push service means the
 * browser dropped the subscription: it is deleted. Other failures are logged; the row is
 * retried only when no browser took it, so a browser that did is not sent it twice.
 */
export function createWebPushSender(deps: WebPushSenderDeps) {
  return {
    send: async (notification: Notification): Promise<void> => {
      const kind = KIND_OF_PURPOSE.get(notification.purpose);
      const playerId = notification.to;
      if (!kind) throw new Error(`${notification.purpose} is not a push`);
      if (!(await deps.mayContact(playerId, deps.now()))) {
        if (notification.id)
          await deps.db
            .update(outboxMessages)
            .set({ carrier: 'WITHHELD' })
            .where(eq(outboxMessages.id, notification.id));
        return;
      }
      const browsers = await deps.db
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.playerId, playerId),
            sql`${kind} = any(${pushSubscriptions.kinds})`,
          ),
        );
      let failed: Error | undefined;
      let taken = 0;
      for (const browser of browsers) {
        const status = await postPush(deps.keys, browser, notification.body).catch(
          (error: unknown) => {
            failed = error instanceof Error ? error : new Error(String(error));
            return 0;
          },
        );
        if (status === 404 || status === 410) {
          await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
        } else if (status >= 200 && status < 300) {
          taken += 1;
        } else if (status !== 0) {
          failed = new Error(`push service answered ${status}`);
        }
      }
      if (failed) {
        deps.log.warn(
          { purpose: notification.purpose, error: failed.message.slice(0, 200) },
          'push not taken by a push service',
        );
        if (taken === 0) throw failed;
      }
    },
  };
}

/**
 * Encrypts and signs with web-push, and posts with fetch: web-push's own transport speaks only
 * https, and a test's fake push service is plain http on 127.0.0.1 (allowed there alone).
 */
async function postPush(
  keys: VapidKeys,
  browser: typeof pushSubscriptions.$inferSelect,
  payload: string,
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
    payload,
    {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    // A copy typed as plain bytes: the DOM and Node typings disagree about a Buffer body.
    body: request.body ? Uint8Array.from(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
