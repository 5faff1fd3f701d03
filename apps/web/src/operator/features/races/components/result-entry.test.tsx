import { indiaDayOf } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildOperatorRace, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

async function choosePlace(
  user: ReturnType<typeof userEvent.setup>,
  runner: string,
  place: string,
) {
  await user.click(screen.getByRole('combobox', { name: runner }));
  await user.click(await screen.findByRole('option', { name: place }));
}

/** The race editor also shows the race's book: none here. */
const emptyBook = (raceUid: string) => ({
  raceUid,
  runners: [],
  markets: [],
  defaultLimit: null,
  heldBets: 0,
  asOf: '2026-01-01T10:00:00.000Z',
});

const noBets = { runners: [], overround: 0, totalStakes: 0, worstCase: 0 };

describe('result entry', { timeout: 20_000 }, () => {
  it('declares a dead heat for first after a confirmation that names it', async () => {
    signInOperator();
    const user = userEvent.setup();
    const race = buildOperatorRace();
    const declared: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: emptyBook(race.uid),
      [`GET /api/operator/races/${race.uid}/book`]: noBets,
      [`POST /api/operator/races/${race.uid}/result`]: ({ body }: MockRequest) => {
        declared.push(body);
        return race;
      },
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });

    await screen.findByRole('heading', { name: 'Result' });
    await choosePlace(user, '2 Monsoon Gold', '1st');
    await choosePlace(user, '4 Nilgiri Mist', '1st');
    await choosePlace(user, '1 Silver Arrow', '3rd');
    await user.click(screen.getByRole('button', { name: 'Declare result' }));

    const dialog = await screen.findByRole('dialog', { name: 'Declare this result?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1st: 2 Monsoon Gold, 4 Nilgiri Mist (dead heat)', '3rd: 1 Silver Arrow']);
    expect(declared).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Declare result' }));

    await screen.findByText('Result declared');
    expect(declared).toEqual([
      {
        standings: [
          { place: 1, horseNo: 2 },
          { place: 1, horseNo: 4 },
          { place: 3, horseNo: 1 },
        ],
      },
    ]);
  });

  it('refuses a result without a winner before asking the API', async () => {
    signInOperator();
    const user = userEvent.setup();
    const race = buildOperatorRace();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`GET /api/operator/races/${race.uid}/exposure`]: emptyBook(race.uid),
      [`GET /api/operator/races/${race.uid}/book`]: noBets,
      // The tote pools and derived prices panels load quietly too: the only alert is the result's.
      [`GET /api/operator/races/${race.uid}/price-model`]: { winBookPercent: 100, markets: [] },
      [`GET /api/operator/races/${race.uid}/pools`]: {
        pools: [{ pool: 'WIN', enabled: true, commissionRate: 0.15 }],
      },
      [`GET /api/mc/sport-fixture/${race.uid}/pools`]: [],
      [`GET /api/operator/reports/tote-pools?day=${indiaDayOf(Date.parse(race.startDate))}&race=${race.uid}`]:
        { day: indiaDayOf(Date.parse(race.startDate)), races: [], totals: [] },
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });

    await screen.findByRole('heading', { name: 'Result' });
    await choosePlace(user, '3 Deccan Star', '2nd');
    await user.click(screen.getByRole('button', { name: 'Declare result' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Place 1 needs at least one horse');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('notes an objection on a provisional result, then declares it official after a confirmation', async () => {
    signInOperator();
    const user = userEvent.setup();
    const base = buildOperatorRace();
    const race = buildOperatorRace({
      status: 'RESULT',
      result: {
        voided: false,
        state: 'PROVISIONAL',
        standings: [
          {
            place: 1,
            participant: base.participants[1]!.uid,
            horseNumber: 2,
            name: 'Monsoon Gold',
          },
        ],
      },
      allowedActions: ['edit', 'result', 'enquiry', 'official', 'void'],
    });
    const calls: { path: string; body: unknown }[] = [];
    const record =
      (path: string) =>
      ({ body }: MockRequest) => {
        calls.push({ path, body });
        return race;
      };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races/${race.uid}`]: race,
      [`POST /api/operator/races/${race.uid}/enquiry`]: record('enquiry'),
      [`POST /api/operator/races/${race.uid}/official`]: record('official'),
    });
    renderRoute(null, { path: `/operator/races/${race.uid}` });

    expect(await screen.findByTestId('operator-result-state')).toHaveTextContent(
      'Result: Provisional',
    );
    await user.click(screen.getByRole('button', { name: 'Objection' }));
    await screen.findByText('Result state updated');
    expect(calls).toEqual([{ path: 'enquiry', body: { state: 'OBJECTION' } }]);

    await user.click(screen.getByRole('button', { name: 'Declare official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare official?' });
    expect(dialog).toHaveTextContent(/every bet on the race is settled/);
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Declare official' }));
    await expect.poll(() => calls.map((call) => call.path)).toEqual(['enquiry', 'official']);
  });
});
