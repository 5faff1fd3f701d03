import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';
import { WRONG_CODES_PER_DAY } from '@furlong/contract';
import {
  codeGuessCeiling,
  delayAfterFailures,
  MAX_DELAY_SECONDS,
  signInLimits,
} from './sign-in-guards';

describe('sign-in guards', () => {
  it('waits 2, 4, 8 ... seconds after the fourth failure of a pair, at most 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(delayAfterFailures)).toEqual([0, 0, 0, 0, 2, 4, 8, 16]);
    expect(delayAfterFailures(40)).toBe(MAX_DELAY_SECONDS);
  });

  it('makes one account and address pair wait, longer each time, and forgets it on success', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const pair = signInLimits(limiter, 'test', 'asha@example.in', '10.0.0.1');
    const elsewhere = signInLimits(limiter, 'test', 'asha@example.in', '10.0.0.2');
    for (let i = 0; i < 5; i += 1) await pair.recordFailure();
    expect(await pair.waitSeconds()).toBe(2);
    expect(await elsewhere.waitSeconds()).toBe(0);
    now += 2_000;
    expect(await pair.waitSeconds()).toBe(0);
    await pair.recordFailure();
    expect(await pair.waitSeconds()).toBe(4);
    await pair.recordSuccess();
    expect(await pair.waitSeconds()).toBe(0);
    await pair.recordFailure();
    expect(await pair.waitSeconds()).toBe(0);
  });

  it('reaches the daily ceiling of wrong codes once, lifts it, and starts afresh the next India day', async () => {
    const limiter = createMemoryRateLimiter();
    // 23:00 in India on 1 March.
    const late = new Date('2031-03-01T17:30:00Z');
    const ceiling = codeGuessCeiling(limiter, 'player:a', late);
    const reached = [];
    for (let i = 0; i < WRONG_CODES_PER_DAY + 2; i += 1)
      reached.push(await ceiling.recordWrongCode());
    expect(reached.filter(Boolean)).toHaveLength(1);
    expect(reached[WRONG_CODES_PER_DAY - 1]).toBe(true);
    expect(await ceiling.isReached()).toBe(true);
    expect(ceiling.refusal()).toMatchObject({
      code: 'CODE_SIGN_IN_PAUSED',
      details: { retryAfterSeconds: 3600 },
    });
    expect(await codeGuessCeiling(limiter, 'player:b', late).isReached()).toBe(false);
    expect(
      await codeGuessCeiling(limiter, 'player:a', new Date('2031-03-01T18:30:00Z')).isReached(),
    ).toBe(false);
    await ceiling.lift();
    expect(await ceiling.isReached()).toBe(false);
  });
});
