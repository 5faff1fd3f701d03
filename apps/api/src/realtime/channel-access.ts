import { SPORTS_CHANNEL, playerChannel, type RealtimeErrorCode } from '@furlong/contract';

/** Who a socket has proved to be (by an access token), and until when that proof holds. */
export interface SocketViewer {
  playerId: string;
  expiresAt: Date;
}

export type ChannelAccess =
  | { allowed: true }
  | {
      allowed: false;
      code: Extract<RealtimeErrorCode, 'UNKNOWN_CHANNEL' | 'FORBIDDEN' | 'UNAUTHORIZED'>;
      message: string;
    };

const PUBLIC_CHANNELS: ReadonlySet<string> = new Set([SPORTS_CHANNEL]);
/** Per-player channels (`player:{uid}`): balances and bets, never for anyone else's eyes. */
const PRIVATE_CHANNEL = /^player:[0-9a-f-]{36}$/i;

/**
 * The one place that decides who may listen to what. A private channel needs a socket that
 * authenticated as that very player with a token still within its lifetime.
 */
export function authorizeChannel(
  channel: string,
  viewer: SocketViewer | undefined,
  now: Date,
): ChannelAccess {
  if (PUBLIC_CHANNELS.has(channel)) return { allowed: true };
  if (!PRIVATE_CHANNEL.test(channel)) {
    return { allowed: false, code: 'UNKNOWN_CHANNEL', message: 'There is no such channel.' };
  }
  if (!viewer || viewer.expiresAt.getTime() <= now.getTime()) {
    return { allowed: false, code: 'UNAUTHORIZED', message: 'Sign in to follow this channel.' };
  }
  if (playerChannel(viewer.playerId) !== channel.toLowerCase()) {
    return {
      allowed: false,
      code: 'FORBIDDEN',
      message: 'This channel belongs to another player.',
    };
  }
  return { allowed: true };
}

export function isPrivateChannel(channel: string): boolean {
  return PRIVATE_CHANNEL.test(channel);
}
