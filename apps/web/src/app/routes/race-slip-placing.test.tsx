import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyQueryKey } from '../../features/history/api/get-transactions';
import { myBetsQueryKey } from '../../features/my-bets/api/get-my-bets';
import { placedReply } from '../../test/bet-data';
import { onIndiaDay } from '../../test/tax-rules';
import {
  BET_SLIP,
  buildOpenRace,
  enterAmount,
  openRacePage,
  placeButton,
  slipLines,
  slipRegion,
  slipRequests,
} from '../../test/race-slip-harness';

const KEY_SHAPE = /^[\w-]{8,100}$/;

async function pickWinFor100(user: ReturnType<typeof openRacePage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }));
  await enterAmount(user, 'Amount for Star Dancer WIN', '100');
}

describe('placing a bet slip', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('places the slip, says so, clears it and refreshes the wallet, bets and history', async () => {
    const { fixture, selections } = buildOpenRace();
    const { user, fetchMock, queryClient } = openRacePage(fixture, {
      cash: 5000,
      replies: { [`POST ${BET_SLIP}`]: placedReply(4900) },
    });
    queryClient.setQueryData(myBetsQueryKey, []);
    queryClient.setQueryData(historyQueryKey, { pages: [[]], pageParams: [0] });
    await pickWinFor100(user);

    await user.click(placeButton());

    expect(
      await screen.findByText('Successfully placed bets. Please await result.'),
    ).toBeInTheDocument();
    expect(slipLines()).toHaveLength(0);
    expect(queryClient.getQueryData(['account', 'wallet'])).toMatchObject({
      pockets: { cash: { amount: 4900 } },
    });
    expect(queryClient.getQueryState(myBetsQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(historyQueryKey)?.isInvalidated).toBe(true);
    const [sent] = slipRequests(fetchMock);
    expect(sent?.key).toMatch(KEY_SHAPE);
    expect(sent?.body).toEqual([
      {
        venue: 'BLR',
        raceNumber: 1,
        market: 'WIN',
        horseNo: 3,
        horse: 'Star Dancer',
        odds: 4,
        oddsChanged: false,
        ticketPrice: 100,
        sportFixture: fixture.uid,
        selection: selections.win,
      },
    ]);
  });

  it('retries with the same key after a network failure or server fault, and a new key once the slip changes', async () => {
    const { fixture } = buildOpenRace();
    let slipCalls = 0;
    const { user, fetchMock } = openRacePage(fixture, {
      cash: 5000,
      replies: {
        [`POST ${BET_SLIP}`]: () => {
          slipCalls += 1;
          if (slipCalls === 1) {
            return {
              status: 503,
              body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' },
            };
          }
          return placedReply(4800);
        },
      },
    });
    // The first attempt never reaches the server.
    const answer = fetchMock.getMockImplementation()!;
    let isOffline = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (isOffline && init?.method === 'POST') {
        isOffline = false;
        throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    });
    await pickWinFor100(user);

    await user.click(placeButton());
    expect(
      await within(slipRegion()).findByText(
        'Cannot reach the server. Please check your connection.',
      ),
    ).toBeInTheDocument();
    await user.click(placeButton());
    expect(
      await within(slipRegion()).findByText('Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    await enterAmount(user, 'Amount for Star Dancer WIN', '200');
    await user.click(placeButton());

    await screen.findByText('Successfully placed bets. Please await result.');
    const [offline, fault, edited] = slipRequests(fetchMock);
    expect(offline?.key).toMatch(KEY_SHAPE);
    expect(fault?.key).toBe(offline?.key);
    expect(fault?.body).toEqual(offline?.body);
    expect(edited?.key).not.toBe(offline?.key);
    expect(edited?.body[0]).toMatchObject({ ticketPrice: 200 });
  });

  it('takes the current prices when the odds changed, warns, and sends the confirmed slip with a new key', async () => {
    onIndiaDay('2025-09-01');
    const { fixture, selections } = buildOpenRace();
    let slipCalls = 0;
    const { user, fetchMock } = openRacePage(fixture, {
      cash: 5000,
      replies: {
        [`POST ${BET_SLIP}`]: () => {
          slipCalls += 1;
          if (slipCalls > 1) return placedReply(4900);
          const prices = [{ selection: selections.win, odds: 5.5 }];
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'ODDS_CHANGED',
              message: 'The odds of your selection has changed.',
              details: { prices, changed: prices },
            },
          };
        },
      },
    });
    await pickWinFor100(user);

    await user.click(placeButton());

    const odds = await within(slipRegion()).findByText('5.50');
    expect(odds).toHaveAttribute('data-changed', 'true');
    expect(
      within(slipRegion()).getByText('The odds of your selection has changed.'),
    ).toBeInTheDocument();
    // On 1 September 2025 (GST 28%), 100 at 5.50: face value 78.12 plus 100 x 5.5 / 1.28 = 429.68, floored.
    expect(screen.getByLabelText('Figures for Star Dancer WIN')).toHaveTextContent(
      'Potential payout₹507.80',
    );

    await user.click(placeButton());
    await screen.findByText('Successfully placed bets. Please await result.');
    const [refused, confirmed] = slipRequests(fetchMock);
    expect(confirmed?.body[0]).toMatchObject({ odds: 5.5, oddsChanged: true });
    expect(confirmed?.key).not.toBe(refused?.key);
  });

  it('shows the server refusal with a Deposit action when funds ran short meanwhile', async () => {
    const { fixture } = buildOpenRace();
    const { user } = openRacePage(fixture, {
      cash: 5000,
      replies: {
        [`POST ${BET_SLIP}`]: {
          status: 402,
          body: {
            statusCode: 402,
            code: 'INSUFFICIENT_FUNDS',
            message: 'Insufficient balance. Please deposit',
          },
        },
      },
    });
    await pickWinFor100(user);

    await user.click(placeButton());

    const alert = await within(slipRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient balance. Please deposit');
    expect(within(alert).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    await waitFor(() => expect(slipLines()).toHaveLength(1));
  });
});
