import type { NextOffResponse } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildRaceSummary, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

describe('next-off board', { timeout: 20_000 }, () => {
  it('lists races across venues by next off with a countdown on the server clock, stakes, worst case and reviews', async () => {
    signInOperator();
    // The server's clock is a day behind the browser's: the countdown follows the server.
    const asOf = Date.now() - 24 * 3600_000;
    const at = (minutes: number) => new Date(asOf + minutes * 60_000).toISOString();
    const nextOff: NextOffResponse = {
      asOf: new Date(asOf).toISOString(),
      races: [
        {
          ...buildRaceSummary({ raceNumber: 3, venueName: 'Mysore', venue: 'MYS' }),
          uid: '00000000-0000-4000-8000-00000000a001',
          startDate: at(-2),
          status: 'SUSPENDED',
          stakeTotal: 4200,
          pendingReview: 2,
          worstCase: -15_250.5,
        },
        {
          ...buildRaceSummary({ raceNumber: 1, venueName: 'Bangalore' }),
          uid: '00000000-0000-4000-8000-00000000a002',
          startDate: at(65.5),
          worstCase: 310,
        },
      ],
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/races/next-off': nextOff,
    });
    renderRoute(null, { path: '/operator/board?day=2025-11-14' });

    const panel = await screen.findByRole('region', { name: 'Next off' });
    const rows = (await within(panel).findAllByRole('row')).slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      'Mysore R3',
      expect.stringMatching(/ due off$/),
      'SUSPENDED',
      '₹4,200.00',
      '-₹15,250.50',
      '2',
    ]);
    expect(cells(rows[1]!)[0]).toBe('Bangalore R1');
    expect(cells(rows[1]!)[1]).toMatch(/ in 1h 05m$/);
    expect(cells(rows[1]!)[4]).toBe('₹310.00');
  });
});
