import type { RacePool } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { formatDividend } from '../../lib/rupee-amount';
import { isProbable, poolResultParts, runnerApproximates } from './pool-dividends';

function declared(
  pool: RacePool['pool'],
  dividends: number[],
  overrides: Partial<RacePool> = {},
): RacePool {
  return {
    pool,
    status: 'FINAL',
    commissionRate: 0.15,
    totalStake: 10_000,
    carryIn: 0,
    approximates: [],
    dividends: dividends.map((dividend, index) => ({ combination: [index + 1], dividend })),
    ...overrides,
  };
}

describe('tote dividends as results print them', () => {
  it('writes whole rupees bare and paise only when breakage left some, in Indian grouping', () => {
    expect(formatDividend(43)).toBe('₹43');
    expect(formatDividend(1230)).toBe('₹1,230');
    expect(formatDividend(43.7)).toBe('₹43.70');
    expect(formatDividend(1234567)).toBe('₹12,34,567');
  });

  it('lists every pool in order: Place per placed horse, a carry-forward, a refund', () => {
    const parts = poolResultParts([
      declared('WIN', [43]),
      declared('PLACE', [16, 12, 20]),
      declared('FORECAST', [], { status: 'CARRIED', carryOut: 12450 }),
      declared('TANALA', [], { status: 'REFUNDED' }),
      declared('SHP', [], { status: 'CLOSED' }),
      declared('THP', [], { status: 'CARRIED', carryOut: 0 }),
    ]);
    expect(parts).toEqual([
      { kind: 'dividends', pool: 'WIN', dividends: ['₹43'] },
      { kind: 'dividends', pool: 'PLACE', dividends: ['₹16', '₹12', '₹20'] },
      { kind: 'carried', pool: 'FORECAST', amount: '₹12,450' },
      { kind: 'refunded', pool: 'TANALA' },
    ]);
  });

  it('calls dividends probable while a pool with dividends is not final', () => {
    expect(isProbable([declared('WIN', [43])])).toBe(false);
    expect(isProbable([declared('WIN', [43], { status: 'CLOSED' })])).toBe(true);
    expect(isProbable([declared('WIN', [], { status: 'CLOSED' })])).toBe(false);
  });

  it('gives each horse its Win and Place approximates, from open or closed pools only', () => {
    const approximates = runnerApproximates([
      declared('WIN', [], {
        status: 'OPEN',
        approximates: [
          { combination: [3], dividend: 43 },
          { combination: [5], dividend: 21.5 },
        ],
      }),
      declared('PLACE', [], {
        status: 'CLOSED',
        approximates: [{ combination: [3], dividend: 16 }],
      }),
      declared('SHP', [], { status: 'OPEN', approximates: [{ combination: [3], dividend: 99 }] }),
      declared('FORECAST', [], {
        status: 'OPEN',
        approximates: [{ combination: [3, 5], dividend: 99 }],
      }),
    ]);
    expect(Object.fromEntries(approximates)).toEqual({
      3: { win: 43, place: 16 },
      5: { win: 21.5 },
    });
  });
});
