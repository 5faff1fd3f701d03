import { indiaDayOf, type PoolReport, type PoolSettings, type RacePool } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const SETTINGS: PoolSettings = {
  pools: [
    { pool: 'WIN', enabled: true, commissionRate: 0.15 },
    { pool: 'PLACE', enabled: true, commissionRate: 0.15 },
    { pool: 'SHP', enabled: true, commissionRate: 0.15 },
    { pool: 'THP', enabled: true, commissionRate: 0.15 },
    { pool: 'FORECAST', enabled: true, commissionRate: 0.2 },
    { pool: 'QUINELLA', enabled: true, commissionRate: 0.2 },
    { pool: 'TANALA', enabled: true, commissionRate: 0.25 },
  ],
};

function live(pool: RacePool['pool'], overrides: Partial<RacePool> = {}): RacePool {
  return {
    pool,
    status: 'OPEN',
    commissionRate: 0.2,
    totalStake: 0,
    carryIn: 0,
    approximates: [],
    dividends: [],
    ...overrides,
  };
}

const LIVE: RacePool[] = [
  live('WIN', {
    status: 'FINAL',
    totalStake: 12_450,
    dividends: [{ combination: [3], dividend: 43 }],
  }),
  live('FORECAST', { status: 'CARRIED', totalStake: 2_000, carryIn: 500, carryOut: 1_700 }),
  live('QUINELLA'),
  live('TANALA'),
];

function reportOf(raceUid: string): PoolReport {
  const line = {
    pool: 'WIN' as const,
    turnover: 12_450,
    commission: 1_867.5,
    gst: 4_980,
    breakage: 2.3,
    refunds: 0,
    carryIn: 0,
    carryForward: 0,
    minusPoolTopUp: 0,
    dividendsPaid: 10_580.2,
    tickets: 31,
  };
  return {
    day: '2026-01-01',
    races: [
      {
        uid: raceUid,
        venueName: 'Bangalore',
        raceNumber: 1,
        name: 'Test',
        pools: [{ ...line, status: 'FINAL' }],
      },
    ],
    totals: [line],
  };
}

function openRace(race = buildOperatorRace(), extra: Record<string, unknown> = {}) {
  signInOperator();
  const sent: unknown[] = [];
  mockApi({
    'GET /api/operator/me': OPERATOR_SELF,
    [`GET /api/operator/races/${race.uid}`]: race,
    [`GET /api/operator/races/${race.uid}/pools`]: SETTINGS,
    [`GET /api/mc/sport-fixture/${race.uid}/pools`]: LIVE,
    [`GET /api/operator/reports/tote-pools?day=${indiaDayOf(Date.parse(race.startDate))}&race=${race.uid}`]:
      reportOf(race.uid),
    [`PUT /api/operator/races/${race.uid}/pools`]: ({ body }: MockRequest) => {
      sent.push(body);
      return body;
    },
    ...extra,
  });
  renderRoute(null, { path: `/operator/races/${race.uid}` });
  return { race, sent, user: userEvent.setup() };
}

const poolRow = (panel: HTMLElement, pool: string) =>
  within(panel)
    .getAllByRole('row')
    .find((row) => row.getAttribute('data-pool') === pool)!;

describe('the race tote pools panel', { timeout: 30_000 }, () => {
  it('shows live totals and dividends, locks a sold pool, and saves pools and commissions', async () => {
    const { sent, user } = openRace();
    const panel = await screen.findByRole('region', { name: 'Tote pools' });
    await within(panel).findByText('₹12,450.00');
    expect(poolRow(panel, 'WIN')).toHaveTextContent('FINAL');
    expect(poolRow(panel, 'WIN')).toHaveTextContent('3 ₹43');
    expect(poolRow(panel, 'FORECAST')).toHaveTextContent('+ ₹500.00 carried in');
    expect(poolRow(panel, 'FORECAST')).toHaveTextContent('Carried forward ₹1,700');
    const report = await within(panel).findByRole('table', { name: 'Pool report' });
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(
      'Win (FINAL)₹12,450.00₹1,867.50₹4,980.00₹2.30₹0.00₹0.00₹0.00₹0.00₹10,580.2031',
    );
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    // Sold pools keep their terms; unsold ones can change.
    expect(within(panel).getByRole('textbox', { name: 'Win commission %' })).toBeDisabled();
    expect(within(panel).getByRole('switch', { name: 'Forecast on' })).toBeDisabled();

    const tanala = within(panel).getByRole('textbox', { name: 'Tanala commission %' });
    await user.clear(tanala);
    await user.type(tanala, '60');
    await user.click(within(panel).getByRole('button', { name: 'Save pools' }));
    expect(within(panel).getAllByText('Enter a commission from 0 to 50%').length).toBeGreaterThan(
      0,
    );
    expect(sent).toEqual([]);

    await user.clear(tanala);
    await user.type(tanala, '17.5');
    await user.click(within(panel).getByRole('switch', { name: 'Quinella on' }));
    await user.click(within(panel).getByRole('button', { name: 'Save pools' }));
    expect(await screen.findByText('Pools saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        pools: SETTINGS.pools.map((setting) =>
          setting.pool === 'TANALA'
            ? { ...setting, commissionRate: 0.175 }
            : setting.pool === 'QUINELLA'
              ? { ...setting, enabled: false }
              : setting,
        ),
      },
    ]);
  });

  it('shows the refusal when a pool sold meanwhile', async () => {
    const race = buildOperatorRace();
    const { user } = openRace(race, {
      [`PUT /api/operator/races/${race.uid}/pools`]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'This changed meanwhile. Please reload and try again.',
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Tote pools' });
    await within(panel).findByText('₹12,450.00');
    await user.click(within(panel).getByRole('switch', { name: 'THP on' }));
    await user.click(within(panel).getByRole('button', { name: 'Save pools' }));
    expect(
      await screen.findByText('This changed meanwhile. Please reload and try again.'),
    ).toBeInTheDocument();
  });
});
