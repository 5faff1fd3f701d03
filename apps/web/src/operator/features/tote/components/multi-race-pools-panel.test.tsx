import type { MultiRacePool, MultiRacePoolSettingsRead } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildRaceSummary, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const DAY = '2025-11-14';
const SETTINGS = `/api/operator/race-days/${DAY}/multi-race-pools`;
const LIVE = `/api/mc/race-days/${DAY}/multi-race-pools`;
const POOL_UID = '00000000-0000-4000-8000-0000000f0001';

/** Bangalore races 1 to 6. */
const races = [1, 2, 3, 4, 5, 6].map((raceNumber) =>
  buildRaceSummary({
    raceNumber,
    name: `Race ${raceNumber}`,
    startDate: `2025-11-14T0${raceNumber + 2}:00:00.000Z`,
  }),
);
const uidOf = (raceNumber: number) => races[raceNumber - 1]!.uid;

const saved: MultiRacePoolSettingsRead = {
  pools: [
    {
      uid: POOL_UID,
      pool: 'TREBLE',
      sequence: 1,
      venue: 'BLR',
      legs: [uidOf(4), uidOf(5), uidOf(6)],
      commissionRate: 0.25,
      sold: true,
    },
  ],
};

const live: MultiRacePool = {
  uid: POOL_UID,
  pool: 'TREBLE',
  sequence: 1,
  venue: 'BLR',
  venueName: 'Bangalore',
  legs: saved.pools[0]!.legs,
  legRaces: [],
  status: 'OPEN',
  commissionRate: 0.25,
  totalStake: 4_520,
  carryIn: 345_000,
  willPays: [],
  dividends: [],
};

describe('the Jackpot and Treble pools of a day', { timeout: 20_000 }, () => {
  it('lists the pools with their legs and totals, adds a Jackpot and a second one, and saves them all', async () => {
    signInOperator();
    const puts: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${DAY}`]: { day: DAY, races },
      [`GET ${SETTINGS}`]: saved,
      [LIVE]: [live],
      [`PUT ${SETTINGS}`]: (request: MockRequest) => {
        puts.push(request.body);
        return saved;
      },
    });
    const user = userEvent.setup();
    renderRoute(null, { path: `/operator/board?day=${DAY}` });

    const panel = await screen.findByRole('region', { name: 'Jackpot and Treble pools' });
    const treble = await within(panel).findByRole('row', { name: /Treble/ });
    expect(treble).toHaveTextContent('BangaloreR4, R5, R6');
    expect(await within(treble).findByText('₹4,520.00')).toBeInTheDocument();
    expect(within(treble).getByText('+ ₹3,45,000.00 carried in')).toBeInTheDocument();
    // A pool that has sold keeps its legs and commission.
    expect(
      within(treble).getByRole('button', { name: 'Remove Treble at Bangalore' }),
    ).toBeDisabled();
    expect(within(treble).getByLabelText('Treble at Bangalore commission %')).toBeDisabled();

    // A Jackpot from R3 would need R3 to R7: Bangalore has only six races.
    await user.selectOptions(within(panel).getByLabelText('First leg'), 'R3');
    await user.click(within(panel).getByRole('button', { name: 'Add pool' }));
    expect(
      within(panel).getByText('Not enough races at this venue after the first leg.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText('First leg'), 'R2');
    await user.click(within(panel).getByRole('button', { name: 'Add pool' }));
    await user.selectOptions(within(panel).getByLabelText('First leg'), 'R1');
    await user.click(within(panel).getByRole('button', { name: 'Add pool' }));
    expect(within(panel).getByRole('row', { name: /^Jackpot 2/ })).toHaveTextContent(
      'R1, R2, R3, R4, R5',
    );
    await user.clear(within(panel).getByLabelText('Jackpot 2 at Bangalore commission %'));
    await user.type(within(panel).getByLabelText('Jackpot 2 at Bangalore commission %'), '20');
    await user.click(within(panel).getByRole('button', { name: 'Save Jackpot and Treble pools' }));
    expect(await screen.findByText('Jackpot and Treble pools saved')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        pools: [
          {
            uid: POOL_UID,
            pool: 'TREBLE',
            sequence: 1,
            legs: [uidOf(4), uidOf(5), uidOf(6)],
            commissionRate: 0.25,
          },
          {
            pool: 'JACKPOT',
            sequence: 1,
            legs: [2, 3, 4, 5, 6].map(uidOf),
            commissionRate: 0.25,
          },
          {
            pool: 'JACKPOT',
            sequence: 2,
            legs: [1, 2, 3, 4, 5].map(uidOf),
            commissionRate: 0.2,
          },
        ],
      },
    ]);
  });

  it('refuses a commission over 50% before sending', async () => {
    signInOperator();
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${DAY}`]: { day: DAY, races },
      [`GET ${SETTINGS}`]: { pools: [] },
      [LIVE]: [],
    });
    const user = userEvent.setup();
    renderRoute(null, { path: `/operator/board?day=${DAY}` });
    const panel = await screen.findByRole('region', { name: 'Jackpot and Treble pools' });
    await within(panel).findByText('No Jackpot or Treble on this day.');
    await user.selectOptions(within(panel).getByLabelText('New pool'), 'Treble');
    await user.click(within(panel).getByRole('button', { name: 'Add pool' }));
    const field = within(panel).getByLabelText('Treble at Bangalore commission %');
    await user.clear(field);
    await user.type(field, '60');
    await user.click(within(panel).getByRole('button', { name: 'Save Jackpot and Treble pools' }));
    expect(within(panel).getAllByText('Enter a commission from 0 to 50%.').length).toBeGreaterThan(
      0,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
