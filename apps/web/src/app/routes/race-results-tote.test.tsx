import type { RacePool, RaceResultPrices } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RaceResultsScreen from './race-results-screen';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';

const DAY = '2025-11-14';
const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function race(n: number): RaceResultPrices {
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
  };
}

function pool(name: RacePool['pool'], dividends: number[], overrides: Partial<RacePool> = {}) {
  return {
    pool: name,
    status: 'FINAL',
    commissionRate: 0.15,
    totalStake: 10_000,
    carryIn: 0,
    approximates: [],
    dividends: dividends.map((dividend, index) => ({ combination: [index + 1], dividend })),
    ...overrides,
  } satisfies RacePool;
}

describe('tote dividends on the results page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([360, 1280])('prints every pool as race results do, at %i px', async (width) => {
    stubScreenWidth(width);
    mockApi({
      [`/api/mc/race-results?date=${DAY}`]: [race(1), race(2), race(3)],
      [`/api/mc/sport-fixture/${uid(1)}/pools`]: [
        pool('WIN', [43]),
        pool('PLACE', [16, 12, 20]),
        pool('SHP', [], { status: 'REFUNDED' }),
        pool('FORECAST', [210]),
        pool('QUINELLA', [95]),
        pool('TANALA', [1230]),
      ],
      [`/api/mc/sport-fixture/${uid(2)}/pools`]: [
        pool('WIN', [43.7], { status: 'CLOSED' }),
        pool('FORECAST', [], { status: 'CARRIED', carryOut: 12_450 }),
      ],
      [`/api/mc/sport-fixture/${uid(3)}/pools`]: [pool('WIN', [], { status: 'CLOSED' })],
    });
    renderRoute(<RaceResultsScreen />, {
      pattern: '/races/:day/results',
      path: `/races/${DAY}/results`,
    });

    const lines = await screen.findAllByTestId('tote-dividends');
    await vi.waitFor(() => expect(screen.getAllByTestId('tote-dividends')).toHaveLength(2));
    expect(lines[0]).toHaveTextContent(
      'Tote dividends: Win ₹43 · Place ₹16, ₹12, ₹20 · SHP refunded · Forecast ₹210 · Quinella ₹95 · Tanala ₹1,230',
    );
    const second = screen.getAllByTestId('tote-dividends')[1]!;
    expect(second).toHaveTextContent(
      'Probable dividends: Win ₹43.70 · Forecast carry-forward ₹12,450',
    );
    // A race whose pools have no outcome yet prints no tote line.
    expect(within(document.body).getAllByTestId('tote-dividends')).toHaveLength(2);
  });
});
