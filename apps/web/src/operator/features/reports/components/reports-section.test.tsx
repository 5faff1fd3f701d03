import { financialYearOf, indiaDayOf, type DayReport, type TdsReport } from '@furlong/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const today = indiaDayOf(Date.now());
const year = financialYearOf(Date.now());
const figures = {
  bets: 4,
  stakes: 10_400,
  returns: 18_214.28,
  refunds: 200,
  deductedBets: 1,
  deductions: 41.5,
  gst: 2_914.26,
  tds: 3_428.57,
  houseResult: -14_357.11,
  openStakes: 642.88,
};
const dayReport: DayReport = {
  day: today,
  totals: figures,
  races: [
    {
      fixtureUid: '00000000-0000-4000-8000-00000000f001',
      race: 'Bengaluru R1 The Test Plate',
      startAt: '2031-04-09T08:30:00.000Z',
      ...figures,
    },
  ],
};
const tdsReport: TdsReport = {
  financialYear: year,
  players: [
    {
      uid: '00000000-0000-4000-8000-00000000a003',
      name: 'Asha Rao',
      pan: 'ABCPK1234F',
      winnings: 21_428.57,
      tds: 3_428.57,
      quarters: [
        { quarter: 'Q1', tds: 0 },
        { quarter: 'Q2', tds: 0 },
        { quarter: 'Q3', tds: 0 },
        { quarter: 'Q4', tds: 3_428.57 },
      ],
    },
  ],
  totals: { winnings: 21_428.57, tds: 3_428.57 },
};

function open(roles: typeof OPERATOR_SELF.roles) {
  signInOperator();
  mockApi({
    'GET /api/operator/me': { ...OPERATOR_SELF, roles },
    [`GET /api/operator/reports/day?day=${today}`]: dayReport,
    [`GET /api/operator/reports/tds?fy=${year}`]: tdsReport,
  });
  renderRoute(null, { path: '/operator/reports' });
}

describe('reports in the console', { timeout: 20_000 }, () => {
  it('shows the day per race with the totals, and the TDS per player with PAN for finance', async () => {
    open(['CASHIER']);
    const day = await screen.findByRole('region', { name: `Money of ${today}, per race` });
    expect(day).toHaveTextContent('Bengaluru R1 The Test Plate');
    expect(day).toHaveTextContent('₹3,428.57');
    expect(day).toHaveTextContent('₹41.50');
    expect(day).toHaveTextContent('₹642.88');
    const tds = await screen.findByRole('region', { name: `TDS withheld in ${year}, per player` });
    expect(tds).toHaveTextContent('ABCPK1234F');
  });

  it('shows support the day but not the PANs', async () => {
    open(['SUPPORT']);
    await screen.findByRole('region', { name: `Money of ${today}, per race` });
    expect(screen.queryByRole('button', { name: 'TDS CSV' })).toBeNull();
    expect(screen.queryByText('ABCPK1234F')).toBeNull();
  });
});
