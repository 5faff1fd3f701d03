import { z } from 'zod';

/** Spec section 8: a stream asked for outside its window (5 minutes before the off to the finish). */
export const STREAM_TOO_EARLY_MESSAGE = 'Please try 5 minutes before the race';
/** Spec section 8: the player could not load or play the stream. */
export const VIDEO_LOAD_ERROR_MESSAGE =
  'There is an error loading video. Contact Customer Support.';

/** Spec section 9: the player's height is its width divided by this. */
export const VIDEO_ASPECT_RATIO = 1.77;
/** Pictures are offered from this long before the off until the race completes. */
export const STREAM_OPENS_BEFORE_OFF_MS = 5 * 60 * 1000;

/** Stream and video codes are provider keys: short, URL-safe, never a path. */
const streamKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use letters, digits, - or _ (at most 64)');

export const streamUrlParamsSchema = z.object({ fixture: z.uuid() });
export const streamUrlQuerySchema = z.object({
  /** The signed-in player's uid, as the original client sends it; another player's is refused. */
  uid: z.uuid().optional(),
  /** Accepted for compatibility; the server picks the stream from the race's venue. */
  streamId: streamKeySchema.optional(),
});
export type StreamUrlQuery = z.infer<typeof streamUrlQuerySchema>;

export const streamUrlSchema = z.object({ hlsUrl: z.string().min(1) });
export type StreamUrl = z.infer<typeof streamUrlSchema>;

export const videoConnectQuerySchema = z.object({ videoCode: streamKeySchema });
export const videoConnectSchema = z.object({ url: z.url() });
export type VideoConnect = z.infer<typeof videoConnectSchema>;

/** `GET /api/video/replays/{fixture}`: the recording of a race that has been run. */
export const replayPath = (fixtureUid: string) =>
  `/api/video/replays/${encodeURIComponent(fixtureUid)}`;
export const REPLAY_NOT_AVAILABLE_MESSAGE = 'There is no replay of this race.';
export const replayParamsSchema = z.object({ fixture: z.uuid() });
