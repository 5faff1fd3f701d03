import { SPORTS_CHANNEL, type RealtimeErrorCode } from '@furlong/contract';

export type ChannelAccess =
  | { allowed: true }
  | {
      allowed: false;
      code: Extract<RealtimeErrorCode, 'UNKNOWN_CHANNEL' | 'FORBIDDEN'>;
      message: string;
    };

const PUBLIC_CHANNELS: ReadonlySet<string> = new Set([SPORTS_CHANNEL]);
/** Per-player channels (`player:{uid}`): balances and bets, never for anyone else's eyes. */
const PRIVATE_CHANNEL = /^player:[0-9a-f-]{36}$/i;

/**
 * The one place that decides who may listen to what. Private channels will need the
 * socket's signed-in player (and must match their uid); until sign-in exists there is
 * no identity to check, so every private channel is refused.
 */
export function authorizeChannel(channel: string): ChannelAccess {
  if (PUBLIC_CHANNELS.has(channel)) return { allowed: true };
  if (PRIVATE_CHANNEL.test(channel)) {
    return { allowed: false, code: 'FORBIDDEN', message: 'Sign in to follow this channel.' };
  }
  return { allowed: false, code: 'UNKNOWN_CHANNEL', message: 'There is no such channel.' };
}
