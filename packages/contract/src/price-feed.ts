import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { priceUpdatesBodySchema, resultBodySchema } from './operator-console';

/**
 * The price feed format (docs/price-feed.md, decision 073): a feed pushes messages about the
 * races it follows; each message is applied as the trader's own change would be. A feed that
 * sends nothing for its stale time has the open races it feeds suspended.
 */
export const PRICE_FEED_MESSAGES = {
  feedId: 'A feed id is 2 to 40 lower-case letters, digits or hyphens',
  messages: 'Send 1 to 100 messages',
  staleAfter: 'A stale time is 5 to 3600 seconds',
} as const;
const M = PRICE_FEED_MESSAGES;

export const feedParamsSchema = z.object({
  feedId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, M.feedId),
});

export const FEED_RACE_STATUSES = ['OPEN', 'SUSPENDED', 'OFF'] as const;

export const feedMessageSchema = z.discriminatedUnion('type', [
  /** Nothing to change: the feed is alive. */
  z.object({ type: z.literal('heartbeat') }),
  z.object({
    type: z.literal('prices'),
    race: z.uuid(),
    prices: priceUpdatesBodySchema.shape.prices,
  }),
  z.object({ type: z.literal('status'), race: z.uuid(), status: z.enum(FEED_RACE_STATUSES) }),
  z.object({ type: z.literal('result'), race: z.uuid(), ...resultBodySchema.shape }),
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;

export const feedMessagesBodySchema = z.object({
  messages: z.array(feedMessageSchema).min(1, M.messages).max(100, M.messages),
  /** This feed's own stale time; without it the server's FEED_STALE_SECONDS. */
  staleAfterSeconds: int32Schema(M.staleAfter)
    .min(5, M.staleAfter)
    .max(3600, M.staleAfter)
    .optional(),
});
export type FeedMessagesBody = z.infer<typeof feedMessagesBodySchema>;

export const feedMessagesResponseSchema = z.object({
  feedId: z.string(),
  applied: int32Schema(),
  receivedAt: z.iso.datetime(),
});
export type FeedMessagesResponse = z.infer<typeof feedMessagesResponseSchema>;
