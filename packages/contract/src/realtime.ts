import { z } from 'zod';
import { fixtureStatusSchema } from './fixtures';

/** WebSocket endpoint; the protocol is described in docs/ARCHITECTURE.md. */
export const REALTIME_PATH = '/api/realtime';
export const SPORTS_CHANNEL = 'sports';
/** Frames above this size close the socket (WebSocket close code 1009). */
export const REALTIME_MAX_MESSAGE_BYTES = 4096;
export const REALTIME_MAX_SUBSCRIPTIONS = 10;

export const REALTIME_ERROR_CODES = [
  'INVALID_MESSAGE',
  'UNKNOWN_CHANNEL',
  'FORBIDDEN',
  'TOO_MANY_SUBSCRIPTIONS',
] as const;
export const realtimeErrorCodeSchema = z.enum(REALTIME_ERROR_CODES);
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodeSchema>;

export const fixtureChangeSchema = z.object({
  version: z.int().nonnegative(),
  status: fixtureStatusSchema,
});

/**
 * `fixture_changed` data: an object whose first (and only) key is the changed fixture's uid.
 * It says what changed, never the race itself: clients refetch through the normal API.
 */
export const fixtureChangedDataSchema = z.record(z.uuid(), fixtureChangeSchema);
export type FixtureChangedData = z.infer<typeof fixtureChangedDataSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().min(1).max(100) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().min(1).max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: realtimeErrorCodeSchema,
    message: z.string(),
    /** The channel a refused subscribe named, so the client can tell which one failed. */
    channel: z.string().optional(),
  }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('fixture_changed'),
    data: fixtureChangedDataSchema,
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The uid an event concerns: its data's first key. */
export function changedFixtureId(data: FixtureChangedData): string | undefined {
  return Object.keys(data)[0];
}
