import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';
import { delayAfterFailures, MAX_DELAY_SECONDS, signInLimits } from './sign-in-guards';

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
});
