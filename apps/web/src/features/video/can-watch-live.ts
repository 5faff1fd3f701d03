import { VENUES_WITHOUT_LIVE } from '@furlong/contract';

/** Live pictures are for signed-in players, and some venues (MYS, MAD) do not license them. */
export function canWatchLive(venue: string, isSignedIn: boolean): boolean {
  return isSignedIn && !(VENUES_WITHOUT_LIVE as readonly string[]).includes(venue);
}
