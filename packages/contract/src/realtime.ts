import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { fixtureStatusSchema, priceSchema } from './fixtures';
import { totePoolSchema } from './tote';

/** WebSocket endpoint; the protocol is described in docs/ARCHITECTURE.md. */
export const REALTIME_PATH = '/api/realtime';
export const SPORTS_CHANNEL = 'sports';
/** Frames above this size close the socket (WebSocket close code 1009). */
export const REALTIME_MAX_MESSAGE_BYTES = 4096;
export const REALTIME_MAX_SUBSCRIPTIONS = 10;

/** A player's private channel: what happened to their bets and balance. */
export function playerChannel(playerUid: string): string {
  return `player:${playerUid}`;
}
/** Access tokens are JWTs of a few hundred bytes; this bounds the authenticate frame. */
const MAX_TOKEN_LENGTH = 2048;

export const REALTIME_ERROR_CODES = [
  'INVALID_MESSAGE',
  'UNAUTHORIZED',
  'UNKNOWN_CHANNEL',
  'FORBIDDEN',
  'TOO_MANY_SUBSCRIPTIONS',
] as const;
export const realtimeErrorCodeSchema = z.enum(REALTIME_ERROR_CODES);
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodeSchema>;

/** One selection's new "to 1" price, as the race card shows it (`odds[].selection`, `markets[].selections[].uid`). */
export const selectionPriceSchema = z.object({ selection: z.uuid(), price: priceSchema });
export type SelectionPrice = z.infer<typeof selectionPriceSchema>;

export const fixtureChangeSchema = z.object({
  version: int32Schema().nonnegative(),
  status: fixtureStatusSchema,
  /**
   * Present when new prices were the whole change: a client showing the card at `version - 1`
   * applies them and needs no reload. Any other change (or a gap in versions) means reload.
   */
  prices: z.array(selectionPriceSchema).max(200).optional(),
  /** When the prices changed (ISO), so a client can extend the price history it holds. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type FixtureChangeNotice = z.infer<typeof fixtureChangeSchema>;

/**
 * `fixture_changed` data: an object whose first (and only) key is the changed fixture's uid.
 * It says what changed; only a price move carries the new figures (see fixtureChangeSchema),
 * anything else is refetched through the normal API.
 */
export const fixtureChangedDataSchema = z.record(z.uuid(), fixtureChangeSchema);
export type FixtureChangedData = z.infer<typeof fixtureChangedDataSchema>;

export const ACCOUNT_CHANGE_REASONS = [
  'BET_PLACED',
  'BET_SETTLED',
  'BET_REVIEWED',
  'BALANCE_ADJUSTED',
  'WITHDRAWAL',
  /** A deposit was credited or failed (decision 069). */
  'DEPOSIT',
  /** A horse, jockey or trainer the player follows was declared, is about to run or ran. */
  'FOLLOW_NOTICE',
] as const;

/**
 * `account_changed` data, on the player's private channel only: the reason, and the race
 * when the change came from one. Like fixture_changed it carries no figures: the client
 * refetches the wallet and its bets through the normal API.
 */
export const accountChangedDataSchema = z.object({
  reason: z.enum(ACCOUNT_CHANGE_REASONS),
  fixture: z.uuid().optional(),
});
export type AccountChangedData = z.infer<typeof accountChangedDataSchema>;

/**
 * `pool_changed` data, on the public `sports` channel: a race's tote pool took money (at most
 * every 5 s per pool) or is still open (at least every 30 s). Like fixture_changed it says
 * what changed, not the figures: the client refetches the race's pools
 * (`GET /api/mc/sport-fixture/{id}/pools`). `version` is the pool's units sold so far; it only
 * grows while the pool is open.
 */
export const poolChangedDataSchema = z.object({
  sportFixture: z.uuid(),
  pool: totePoolSchema,
  version: int32Schema().nonnegative(),
});
export type PoolChangedData = z.infer<typeof poolChangedDataSchema>;

/**
 * `multi_race_pool_changed` data, on the public `sports` channel: a day's Treble, Mini Jackpot
 * or Jackpot took money, throttled as `pool_changed` is. The client refetches the day's pools
 * (`GET /api/mc/race-days/{day}/multi-race-pools`). `version` is the pool's line-units sold.
 */
export const multiRacePoolChangedDataSchema = z.object({
  pool: z.uuid(),
  raceDay: z.iso.date(),
  version: int32Schema().nonnegative(),
});
export type MultiRacePoolChangedData = z.infer<typeof multiRacePoolChangedDataSchema>;

/**
 * `legal_changed` data, on the public `sports` channel: the states whose mode changed
 * (decision 063). Clients refetch the mode through the API.
 */
export const legalChangedDataSchema = z.object({ states: z.array(z.string()) });
export type LegalChangedData = z.infer<typeof legalChangedDataSchema>;

/** Every event a channel can carry, by name. */
export const channelEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('fixture_changed'), data: fixtureChangedDataSchema }),
  z.object({ event: z.literal('account_changed'), data: accountChangedDataSchema }),
  z.object({ event: z.literal('pool_changed'), data: poolChangedDataSchema }),
  z.object({
    event: z.literal('multi_race_pool_changed'),
    data: multiRacePoolChangedDataSchema,
  }),
  z.object({ event: z.literal('legal_changed'), data: legalChangedDataSchema }),
]);
export type ChannelEventPayload = z.infer<typeof channelEventSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  /**
   * Proves who the socket belongs to, before subscribing to `player:{uid}`. Sent again with a
   * fresh token when the last one expires (the server then says UNAUTHORIZED for the channel).
   */
  z.object({ type: z.literal('authenticate'), token: z.string().min(1).max(MAX_TOKEN_LENGTH) }),
  z.object({ type: z.literal('subscribe'), channel: z.string().min(1).max(100) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().min(1).max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** An event delivered on a channel the socket subscribed to. */
export const eventMessageSchema = z.discriminatedUnion('event', [
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('fixture_changed'),
    data: fixtureChangedDataSchema,
  }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('account_changed'),
    data: accountChangedDataSchema,
  }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('pool_changed'),
    data: poolChangedDataSchema,
  }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('multi_race_pool_changed'),
    data: multiRacePoolChangedDataSchema,
  }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('legal_changed'),
    data: legalChangedDataSchema,
  }),
]);

export const serverMessageSchema = z.union([
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('subscribed'), channel: z.string() }),
    z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
    z.object({ type: z.literal('pong') }),
    z.object({ type: z.literal('authenticated'), player: z.uuid() }),
    /**
     * Events may have been missed (the server's link to the other instances was restored):
     * reload what is on screen, as after `subscribed`. No replay follows.
     */
    z.object({ type: z.literal('resync') }),
    z.object({
      type: z.literal('error'),
      code: realtimeErrorCodeSchema,
      message: z.string(),
      /** The channel a refused subscribe named, so the client can tell which one failed. */
      channel: z.string().optional(),
    }),
  ]),
  eventMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The uid an event concerns: its data's first key. */
export function changedFixtureId(data: FixtureChangedData): string | undefined {
  return Object.keys(data)[0];
}
