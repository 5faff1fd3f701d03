import { describe, expect, it } from 'vitest';
import { canWatchLive } from './can-watch-live';

describe('who sees the Live button', () => {
  it.each(['CAL', 'HYD', 'DEL', 'OTY', 'BLR'])('a signed-in player at %s', (venue) => {
    expect(canWatchLive(venue, true)).toBe(true);
  });

  it.each(['MYS', 'MAD'])('nobody at %s, which has no live pictures', (venue) => {
    expect(canWatchLive(venue, true)).toBe(false);
  });

  it('no visitor who is signed out', () => {
    expect(canWatchLive('CAL', false)).toBe(false);
  });
});
