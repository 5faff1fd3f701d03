import type { RaceExposure } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const cell = (market: 'WIN' | 'PLACE', bets: number, stakes: number, liability: number) => ({
  market,
  status: 'OPEN' as const,
  bets,
  stakes,
  payout: liability + stakes / 1.4,
  liability,
});

function buildBook(race: ReturnType<typeof buildOperatorRace>): RaceExposure {
  const [first, second] = race.participants;
  return {
    raceUid: race.uid,
    runners: [
      {
        uid: first!.uid,
        horseNo: 1,
        name: 'Silver Arrow',
        isRunner: true,
        cells: [cell('WIN', 2, 350, 1500), cell('PLACE', 1, 400, 142.85)],
        bets: 3,
        stakes: 750,
        liability: 1642.85,
        limit: { amount: 1000, action: 'REFUSE' },
        isOwnLimit: true,
      },
      {
        uid: second!.uid,
        horseNo: 2,
        name: 'Monsoon Gold',
        isRunner: true,
        cells: [cell('WIN', 0, 0, 0), cell('PLACE', 0, 0, 0)],
        bets: 0,
        stakes: 0,
        liability: 0,
        limit: null,
        isOwnLimit: false,
      },
    ],
    markets: [
      { market: 'WIN', status: 'OPEN', bets: 2, stakes: 350 },
      { market: 'PLACE', status: 'SUSPENDED', bets: 1, stakes: 400 },
    ],
    defaultLimit: null,
    heldBets: 2,
    asOf: '2026-01-01T10:00:00.000Z',
  };
}

describe('race exposure panel', { timeout: 30_000 }, () => {
  it('shows liability by runner and market, and sets a runner’s limit', async () => {
    signInOperator();
    const race = buildOperatorRace();
    const book = buildBook(race);
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: () => book,
      [`PUT /api/operator/races/${race.uid}/liability-limits`]: ({ body }: MockRequest) => {
        sent.push(body);
        const runner = book.runners[1]!;
        runner.limit = { amount: 2500, action: 'REVIEW' };
        runner.isOwnLimit = true;
        return book;
      },
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Exposure' });
    const grid = await within(panel).findByRole('table', {
      name: 'Liability by runner and market',
    });
    const rows = within(grid).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('PLACE (suspended)');
    expect(rows[1]).toHaveTextContent('1 Silver Arrow');
    expect(rows[1]).toHaveTextContent('₹1,500.00');
    expect(rows[1]).toHaveTextContent('2 bets · ₹350.00');
    expect(rows[1]).toHaveTextContent('₹1,642.85');
    expect(rows[1]).toHaveTextContent('₹1,000.00 refuse');
    expect(within(panel).getByText('2 held for review')).toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: 'Set the limit on 2 Monsoon Gold' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Liability limit: 2 Monsoon Gold' });
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(within(dialog).getByText('Enter a limit')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Limit (₹)' }), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Limit set')).toBeInTheDocument();
    expect(sent).toEqual([{ horseNo: 2, amount: 2500, action: 'REVIEW' }]);
    expect(await within(panel).findByText(/₹2,500.00 review/)).toBeInTheDocument();
  });

  it('suspends a runner, and reinstates a scratched one with a reason', async () => {
    signInOperator();
    const race = buildOperatorRace();
    const book = buildBook(race);
    book.runners[1]!.isRunner = false;
    const sent: { path: string; body: unknown }[] = [];
    const record = ({ path, body }: MockRequest) => {
      sent.push({ path, body });
      return race;
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: () => book,
      [`POST /api/operator/races/${race.uid}/suspensions`]: record,
      [`POST /api/operator/races/${race.uid}/runners/2/reinstate`]: record,
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Exposure' });

    await user.click(await within(panel).findByRole('button', { name: 'Suspend 1 Silver Arrow' }));
    expect(await screen.findByText('1 Silver Arrow suspended')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reopen PLACE' }));
    expect(await screen.findByText('PLACE reopened')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Reinstate 2 Monsoon Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate 2 Monsoon Gold?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Wrong horse scratched',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate runner' }));
    expect(await screen.findByText('2 Monsoon Gold reinstated')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/operator/races/${race.uid}/suspensions`,
        body: { horseNo: 1, market: null, suspended: true },
      },
      {
        path: `/api/operator/races/${race.uid}/suspensions`,
        body: { horseNo: null, market: 'PLACE', suspended: false },
      },
      {
        path: `/api/operator/races/${race.uid}/runners/2/reinstate`,
        body: { reason: 'Wrong horse scratched' },
      },
    ]);
  });

  it('overrides the price a scratched runner’s Rule 4 deduction is read from, with a reason', async () => {
    signInOperator();
    const race = buildOperatorRace();
    const book = buildBook(race);
    book.runners[1]!.isRunner = false;
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: () => book,
      [`POST /api/operator/races/${race.uid}/runners/2/deduction-price`]: ({
        body,
      }: MockRequest) => {
        sent.push(body);
        return race;
      },
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Exposure' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Deduction price of 2 Monsoon Gold' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deduction price of 2 Monsoon Gold' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (to 1)' }), 'three');
    await user.click(within(dialog).getByRole('button', { name: 'Override price' }));
    expect(within(dialog).getByText('Enter a price such as 3 or 0.5')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price (to 1)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (to 1)' }), '4.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Price board misread');
    await user.click(within(dialog).getByRole('button', { name: 'Override price' }));
    expect(
      await screen.findByText('Deduction price of 2 Monsoon Gold overridden'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ price: 4.5, reason: 'Price board misread' }]);
  });
});

describe('the markets after the off', { timeout: 30_000 }, () => {
  it('offers no reopening or suspending of a market or a runner once the race is off', async () => {
    signInOperator();
    const race = buildOperatorRace({
      status: 'SUSPENDED',
      allowedActions: ['edit', 'prices', 'scratch', 'result', 'void'],
    });
    const book = buildBook(race);
    book.markets = book.markets.map((market) => ({ ...market, status: 'SUSPENDED' }));
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: book,
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });
    const panel = await screen.findByRole('region', { name: 'Exposure' });
    await within(panel).findByRole('table', { name: 'Liability by runner and market' });
    expect(within(panel).queryByRole('button', { name: /^(Reopen|Suspend)/ })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Set race default' })).toBeInTheDocument();
  });
});
