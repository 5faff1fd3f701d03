import type { RaceBookResponse } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const book: RaceBookResponse = {
  runners: [
    { horseNo: 1, profitIfWins: -1_250.5 },
    { horseNo: 2, profitIfWins: 640 },
    { horseNo: 3, profitIfWins: 85.71 },
  ],
  overround: 1.1833,
  totalStakes: 928.57,
  worstCase: -1_250.5,
};

describe('race book panel', { timeout: 30_000 }, () => {
  it('shows the profit if each horse wins, sortable, with overround, stakes and worst case', async () => {
    signInOperator();
    const race = buildOperatorRace();
    let served = book;
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: {
        raceUid: race.uid,
        runners: [],
        markets: [],
        defaultLimit: null,
        heldBets: 0,
        asOf: '2026-01-01T10:00:00.000Z',
      },
      [`GET /api/operator/races/${race.uid}/book`]: () => served,
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Book' });
    const table = await within(panel).findByRole('table', { name: 'Profit if each horse wins' });
    expect(within(panel).getByText('Overround 118.3%')).toBeInTheDocument();
    expect(within(panel).getByText('Total stakes ₹928.57')).toBeInTheDocument();
    expect(within(panel).getByText('Worst case -₹1,250.50')).toBeInTheDocument();
    const horses = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(horses()).toEqual(['1', '2', '3']);

    await user.click(within(table).getByRole('button', { name: 'Profit if wins' }));
    expect(horses()).toEqual(['1', '3', '2']);
    await user.click(within(table).getByRole('button', { name: /Profit if wins/ }));
    expect(horses()).toEqual(['2', '3', '1']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₹640.00');

    // A refresh shows the new figures.
    served = { ...book, totalStakes: 1_028.57 };
    await user.click(within(panel).getByRole('button', { name: /refresh/i }));
    expect(await within(panel).findByText('Total stakes ₹1,028.57')).toBeInTheDocument();
  });
});
