import type { PushSubscriptionBody, PushSubscriptionSummary } from '@furlong/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from './push.schema';

/**
 * Keeps this browser's subscription for the player. The endpoint is the browser's own (only
 * it holds the keys a push is read with), so the same endpoint sent by another player means
 * the browser changed hands: it now receives that player's pushes, not the former's.
 */
export async function savePushSubscription(
  db: Executor,
  playerId: string,
  body: PushSubscriptionBody,
  now: Date,
): Promise<PushSubscriptionSummary> {
  const values = {
    playerId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    kinds: body.kinds,
    updatedAt: now,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        ...values,
        // A browser passed to another player is a new subscription for them.
        createdAt: sql`case when ${pushSubscriptions.playerId} = ${playerId}::uuid then ${pushSubscriptions.createdAt} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription upsert returned no row');
  return toSummary(row);
}

/** The player's browsers that receive pushes, oldest first. */
export async function listPushSubscriptions(
  db: Executor,
  playerId: string,
): Promise<PushSubscriptionSummary[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(toSummary);
}

/** Removes one of the player's subscriptions; false when the player has no such one. */
export async function removePushSubscription(
  db: Executor,
  playerId: string,
  subscriptionId: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.playerId, playerId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/**
 * Removes the player's subscription of this browser, named by its endpoint (signing out);
 * another player's subscription of the same endpoint is theirs and stays.
 */
export async function removePushEndpoint(
  db: Executor,
  playerId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.playerId, playerId)));
}

function toSummary(row: typeof pushSubscriptions.$inferSelect): PushSubscriptionSummary {
  return {
    uid: row.id,
    endpoint: row.endpoint,
    kinds: row.kinds,
    createdAt: row.createdAt.toISOString(),
  };
}
