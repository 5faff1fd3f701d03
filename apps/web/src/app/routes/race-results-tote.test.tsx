import type { PoolResult, RaceResultPrices } from '@furlong/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import RaceResultsScreen from './race-results-screen';

const DAY = '2025-11-14';
const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function race(n: number, pools: PoolResult[] | undefined): RaceResultPrices {
  return {
    uid: uid(n),
    startDate: '2025-11-14T08:30:00.000Z',
    venue: 'BLR',
    venueName: 'Bengaluru',
    raceNumber: n,
    name: `Race ${n}`,
    starters: 8,
    voided: false,
    markets: [],
    ...(pools && { pools }),
  };
}

function pool(
  name: PoolResult['pool'],
  dividends: number[],
  overrides: Partial<PoolResult> = {},
): PoolResult {
  return {
    pool: name,
    status: 'FINAL',
    dividends: dividends.map((dividend, index) => ({ combination: [index + 1], dividend })),
    carryIn: 0,
    carryForward: 0,
    refunds: 0,
    ...overrides,
  };
}

describe('tote dividends on the results page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([360, 1280])('prints every pool as race results do, at %i px', async (width) => {
    stubScreenWidth(width);
    mockApi({
      [`/api/mc/race-results?date=${DAY}`]: [
        race(1, [
          pool('WIN', [43]),
          pool('PLACE', [16, 12, 20]),
          pool('SHP', [], { status: 'REFUNDED', refunds: 3_000 }),
          pool('THP', [25], { refunds: 120 }),
          pool('FORECAST', [210]),
          pool('QUINELLA', [95]),
          pool('TANALA', [1230]),
        ]),
        race(2, [
          pool('WIN', [43.7], { status: 'CLOSED' }),
          pool('FORECAST', [], { status: 'CARRIED', carryForward: 12_450 }),
        ]),
        race(3, [pool('WIN', [], { status: 'CLOSED' })]),
        race(4, undefined),
      ],
    });
    renderRoute(<RaceResultsScreen />, {
      pattern: '/races/:day/results',
      path: `/races/${DAY}/results`,
    });

    const lines = await screen.findAllByTestId('tote-dividends');
    // A race whose pools have no outcome yet, or ran none, prints no tote line.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(
      'Tote dividends: Win ₹43 · Place ₹16, ₹12, ₹20 · SHP refunded · THP ₹25 (₹120 refunded) · Forecast ₹210 · Quinella ₹95 · Tanala ₹1,230',
    );
    expect(lines[1]).toHaveTextContent(
      'Probable dividends: Win ₹43.70 · Forecast carry-forward ₹12,450',
    );
  });
});
