import { indiaDayOf, type PoolReport, type PoolSettings } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

/** Best of price and tote (decision 066) in the console: the race's switch and its cost. */
describe('best of price and tote in the race pools panel', { timeout: 30_000 }, () => {
  const SETTINGS: PoolSettings = {
    pools: [{ pool: 'WIN', enabled: true, commissionRate: 0.15 }],
    bestOfTote: false,
  };

  function openRace() {
    const race = buildOperatorRace();
    signInOperator();
    const sent: unknown[] = [];
    const report: PoolReport = {
      day: indiaDayOf(Date.parse(race.startDate)),
      races: [
        {
          uid: race.uid,
          venueName: 'Bangalore',
          raceNumber: 1,
          name: 'Test',
          pools: [],
          bestOfTote: { on: true, bets: 3, paidTote: 1, extraPaid: 156.25 },
        },
      ],
      totals: [],
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/pools`]: SETTINGS,
      [`GET /api/mc/sport-fixture/${race.uid}/pools`]: [],
      [`GET /api/operator/reports/tote-pools?day=${report.day}&race=${race.uid}`]: report,
      [`PUT /api/operator/races/${race.uid}/pools`]: ({ body }: MockRequest) => {
        sent.push(body);
        return body;
      },
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    return { sent, user: userEvent.setup() };
  }

  it('switches it on with the pools, and shows what it cost', async () => {
    const { sent, user } = openRace();
    const panel = await screen.findByRole('region', { name: 'Tote pools' });
    const toggle = await within(panel).findByRole('switch', { name: 'Best of price and tote' });
    expect(toggle).not.toBeChecked();
    expect(await within(panel).findByTestId('best-of-tote-cost')).toHaveTextContent(
      "Best of price and tote: 3 bet(s) under it, 1 paid at the tote's price, ₹156.25 paid over the struck prices",
    );
    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Save pools' }));
    expect(await screen.findByText('Pools saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ bestOfTote: true });
  });
});
