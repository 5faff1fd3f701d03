import { z } from 'zod';

/**
 * Web Push (issue 30): what a player may ask to hear with the app closed. RESULTS: a race
 * settled for their bets (won, refunded, lost); SCRATCHINGS: a runner they backed was
 * scratched; FOLLOWS: their follow list's alerts (declared, off soon, result).
 */
export const PUSH_KINDS = ['RESULTS', 'SCRATCHINGS', 'FOLLOWS'] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;

/** `GET /api/customer/self/push/key`: the server's VAPID public key, for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/**
 * `PUT /api/customer/self/push/subscriptions`: this browser's subscription (as
 * PushSubscription.toJSON() gives it) and the kinds it wants. The same endpoint again replaces
 * its keys and kinds.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
  kinds: z
    .array(pushKindSchema)
    .min(1)
    .max(PUSH_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'must not repeat a kind'),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** One of the player's browsers that receives pushes. */
export const pushSubscriptionSchema = z.object({
  uid: z.uuid(),
  endpoint: z.string(),
  kinds: z.array(pushKindSchema),
  createdAt: z.iso.datetime(),
});
export type PushSubscriptionSummary = z.infer<typeof pushSubscriptionSchema>;
export const pushSubscriptionsSchema = z.array(pushSubscriptionSchema);

export const pushSubscriptionParamsSchema = z.object({ uid: z.uuid() });

/**
 * `DELETE /api/customer/self/push/subscriptions`: stop pushes to the browser signing out, named
 * by its endpoint (the browser knows its endpoint, not the server's uid for it).
 */
export const pushEndpointBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushEndpointBody = z.infer<typeof pushEndpointBodySchema>;

/** What the service worker receives (JSON, encrypted aes128gcm): shown as a notification. */
export const pushPayloadSchema = z.object({
  kind: pushKindSchema,
  title: z.string(),
  body: z.string(),
  /** The page a tap opens, a path on this site. */
  url: z.string().startsWith('/'),
  /** One notification per tag: a newer push of the same race replaces the older. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
