import type { RacePool } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { buildRunner } from '../../../../test/race-data';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const runner = (horseNumber: number, price: number) =>
  buildRunner({
    horseNumber,
    odds: [
      {
        market: 'WIN',
        price,
        selection: `00000000-0000-4000-8000-00000000c00${horseNumber}`,
        status: 'OPEN',
      },
    ],
  });

describe('tote against price panel', { timeout: 30_000 }, () => {
  it('shows the tote approximate beside each Win price and alerts steam', async () => {
    signInOperator();
    const race = buildOperatorRace({ participants: [runner(1, 4), runner(2, 2)] });
    // Horse 1 at 4-1 (chance .2) with the tote paying ₹30 per ₹10 (chance .333): steam.
    // Horse 2 at 2-1 (chance .333) with the tote at ₹40 (chance .25): no steam.
    const win: RacePool = {
      pool: 'WIN',
      status: 'OPEN',
      commissionRate: 0.15,
      totalStake: 12_000,
      carryIn: 0,
      approximates: [
        { combination: [1], dividend: 30 },
        { combination: [2], dividend: 40 },
      ],
      dividends: [],
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/mc/sport-fixture/${race.uid}/pools`]: [win],
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });

    const panel = await screen.findByRole('region', { name: 'Tote against price' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Steam: horse 1 (tote 2.00, price 4.00)',
    );
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^14\.002\.00Steam$/);
    expect(rows[1]).toHaveTextContent(/^22\.003\.00-$/);
  });
});
