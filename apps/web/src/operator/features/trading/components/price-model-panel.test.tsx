import type { PriceModel } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const model: PriceModel = {
  winBookPercent: 118.25,
  markets: [
    { market: 'PLACE', marginPercent: null, runners: [] },
    {
      market: 'SHP',
      marginPercent: 20,
      runners: [
        { horseNo: 1, price: 3, modelPrice: 1.62, overridden: true },
        { horseNo: 2, price: 1.55, modelPrice: 1.55, overridden: false },
      ],
    },
    { market: 'THP', marginPercent: null, runners: [] },
  ],
};

describe('derived prices panel', { timeout: 30_000 }, () => {
  it('shows derived against overridden prices, clears an override and moves the field', async () => {
    signInOperator();
    const race = buildOperatorRace({ allowedActions: ['prices', 'edit'] });
    const sent: { path: string; body: unknown }[] = [];
    const record = (reply: unknown) => (request: MockRequest) => {
      sent.push({ path: `${request.method} ${request.path}`, body: request.body });
      return reply;
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/price-model`]: model,
      [`PUT /api/operator/races/${race.uid}/price-model`]: record(model),
      [`POST /api/operator/races/${race.uid}/prices/move`]: record(race),
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Derived prices' });
    expect(await within(panel).findByText('Win book 118.3%')).toBeInTheDocument();
    expect(within(panel).getByText('PLACE typed by hand')).toBeInTheDocument();
    const shp = within(panel).getByRole('table', { name: 'SHP prices against the model' });
    const rows = within(shp).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^13\.001\.62Overridden/);
    expect(rows[2]).toHaveTextContent(/^21\.551\.55Derived$/);

    await user.click(within(shp).getByRole('button', { name: 'Use model for horse 1' }));
    expect(await screen.findByText('SHP horse 1 follows the model again')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      path: `PUT /api/operator/races/${race.uid}/price-model`,
      body: { clearOverrides: [{ market: 'SHP', horseNo: 1 }] },
    });

    const move = within(panel).getByRole('form', { name: 'Move the field' });
    const by = within(move).getByRole('textbox', { name: 'By (%)' });
    await user.clear(by);
    await user.type(by, '7.5');
    await user.click(within(move).getByRole('button', { name: 'Drift' }));
    expect(await screen.findByText('Every WIN price drifted 7.5%')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      path: `POST /api/operator/races/${race.uid}/prices/move`,
      body: { market: 'WIN', percent: -7.5 },
    });
  });

  it('offers no change to an operator who may only read, or once prices are closed', async () => {
    signInOperator();
    const race = buildOperatorRace({ allowedActions: [] });
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/price-model`]: model,
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const panel = await screen.findByRole('region', { name: 'Derived prices' });
    expect(await within(panel).findByText('SHP derived, margin 20%')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('form')).toBeNull();
  });
});
