import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { buildRaceSummary, OPERATOR_SELF, signInOperator } from '../test/operator-data';

describe('race board', { timeout: 20_000 }, () => {
  it("groups the day's races by venue with state, bets, stakes and pending reviews", async () => {
    signInOperator();
    const day = '2025-11-14';
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${day}`]: ({ token }: { token: string | null }) =>
        token === 'op-access-1'
          ? {
              day,
              races: [
                buildRaceSummary({
                  raceNumber: 2,
                  name: 'Mysore Cup',
                  venue: 'MYS',
                  venueName: 'Mysore',
                  startDate: '2025-11-14T09:00:00.000Z',
                }),
                buildRaceSummary({
                  raceNumber: 1,
                  name: 'Maiden Plate',
                  betCount: 12,
                  stakeTotal: 123456.5,
                  pendingReview: 2,
                  status: 'SUSPENDED',
                }),
                buildRaceSummary({
                  raceNumber: 2,
                  name: 'Derby Trial',
                  status: 'RESULT',
                  resultVoided: true,
                  startDate: '2025-11-14T10:00:00.000Z',
                }),
              ],
            }
          : { status: 401, body: {} },
    });
    renderRoute(null, { path: `/operator/board?day=${day}` });

    const bangalore = await screen.findByRole('region', { name: 'Bangalore (IN)' });
    const rows = within(bangalore).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'R1 Maiden Plate',
      'R2 Derby Trial',
    ]);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual([
      'R1 Maiden Plate',
      '14:00',
      'SUSPENDED',
      '8/8',
      '12',
      '₹1,23,456.50',
      '2',
    ]);
    expect(within(rows[1]!).getByText('CANCELLED')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mysore (IN)' })).toHaveTextContent('R2 Mysore Cup');
    expect(within(bangalore).getByRole('link', { name: 'R1 Maiden Plate' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/operator\/races\//),
    );
    expect(screen.getByLabelText('Race day (India time)')).toHaveValue(day);
  });
});
