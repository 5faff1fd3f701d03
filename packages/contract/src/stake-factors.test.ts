import { describe, expect, it } from 'vitest';
import { maxStakePaise, setStakeFactorBodySchema } from './stake-factors';

describe('the largest single stake', () => {
  it('is the base limit x the factor, floored to the whole rupee', () => {
    expect(maxStakePaise(1_000_000, 100)).toBe(1_000_000);
    expect(maxStakePaise(1_000_000, 37)).toBe(370_000);
    expect(maxStakePaise(1_000_000, 1)).toBe(10_000);
    expect(maxStakePaise(1_000_000, 1000)).toBe(10_000_000);
    // ₹1,234.56 x 0.33 = ₹407.4048: ₹407.
    expect(maxStakePaise(123_456, 33)).toBe(40_700);
  });
});

describe('a stake factor as a trader sets it', () => {
  const factorOk = (factor: number) =>
    setStakeFactorBodySchema.safeParse({ factor, reason: 'Sharp on early prices' }).success;

  it('lies between 0.01 and 10, in hundredths', () => {
    expect([0.01, 0.5, 1, 2.25, 10].map(factorOk)).toEqual([true, true, true, true, true]);
    expect([0, 0.009, 0.015, 10.01, -1, Number.NaN].map(factorOk)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('needs a reason of 3 to 500 characters, trimmed', () => {
    const reasonOk = (reason: string) =>
      setStakeFactorBodySchema.safeParse({ factor: 1, reason }).success;
    expect(reasonOk('abc')).toBe(true);
    expect(reasonOk('  ab  ')).toBe(false);
    expect(reasonOk('x'.repeat(501))).toBe(false);
  });
});
