import type { MultiRaceTicket, MultiRaceTicketLeg } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlayer, buildWallet } from '../../../test/account-data';
import { mockApi } from '../../../test/mock-api';
import { nextUuid } from '../../../test/race-data';
import { renderRoute } from '../../../test/render';

function buildLeg(raceNumber: number, overrides: Partial<MultiRaceTicketLeg> = {}) {
  return {
    sportFixture: nextUuid(),
    raceNumber,
    selections: [1],
    substitutes: [],
    won: null,
    ...overrides,
  } satisfies MultiRaceTicketLeg;
}

function buildTicket(overrides: Partial<MultiRaceTicket> = {}): MultiRaceTicket {
  return {
    uid: nextUuid(),
    ticketNumber: 'J500001',
    timestamp: '2025-11-14T08:30:00.000Z',
    pool: nextUuid(),
    poolType: 'JACKPOT',
    sequence: 1,
    venueName: 'Bangalore',
    legs: [
      buildLeg(4, { selections: [2, 5], won: true }),
      buildLeg(5, { selections: [3], substitutes: [{ scratched: 3, substitute: 7 }], won: true }),
      buildLeg(6, { selections: [1, 4] }),
      buildLeg(7),
      buildLeg(8),
    ],
    units: 5,
    lines: 4,
    totalBetAmount: 280,
    gst: 80,
    status: 'ACCEPTED',
    legsWon: 2,
    alive: true,
    totalWinAmount: null,
    tdsAmount: null,
    payoutAmount: null,
    ...overrides,
  };
}

describe('Jackpot and Treble tickets in My Bets', { timeout: 20_000 }, () => {
  it('shows each leg with its result so far, the substitutes, alive or out, and the dividend paid', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100),
      '/api/customer/self/sports/bets': [],
      '/api/customer/self/tote/tickets': [],
      '/api/customer/self/tote/multi-race-tickets': [
        buildTicket(),
        buildTicket({
          ticketNumber: 'J500002',
          poolType: 'TREBLE',
          sequence: 2,
          legs: [
            buildLeg(6, { won: true }),
            buildLeg(7, { won: false }),
            buildLeg(8, { selections: [2] }),
          ],
          legsWon: 1,
          alive: false,
        }),
        buildTicket({
          ticketNumber: 'J500003',
          status: 'WON',
          legs: [4, 5, 6, 7, 8].map((race) => buildLeg(race, { won: true })),
          legsWon: 5,
          alive: true,
          totalWinAmount: 23_456.7,
          tdsAmount: 7_037,
          payoutAmount: 16_419.7,
        }),
      ],
    });
    renderRoute(null, { path: '/myaccount/my-bets' });

    const [alive, out, won] = await screen.findAllByTestId('multi-race-ticket');
    expect(within(alive!).getByTestId('multi-race-ticket-status')).toHaveTextContent('CONFIRMED');
    expect(alive).toHaveTextContent('Jackpot · Bangalore');
    expect(within(alive!).getByTestId('multi-race-legs-won')).toHaveTextContent('2 of 5 legs won');
    expect(within(alive!).getByTestId('multi-race-alive')).toHaveTextContent('Alive');
    const legs = within(alive!).getAllByTestId('multi-race-ticket-leg');
    expect(legs.map((leg) => leg.textContent)).toEqual([
      'Leg 1 (R4): 2, 5 · won',
      'Leg 2 (R5): 3 · won3 scratched: the favourite 7 runs for it',
      'Leg 3 (R6): 1, 4',
      'Leg 4 (R7): 1',
      'Leg 5 (R8): 1',
    ]);
    expect(alive).toHaveTextContent('4 lines × 5 units of ₹10');
    expect(alive).toHaveTextContent('Total bet amount₹280.00');
    expect(alive).toHaveTextContent('Payout-');

    expect(out).toHaveTextContent('Treble 2 · Bangalore');
    expect(within(out!).getByTestId('multi-race-alive')).toHaveTextContent('Out');
    expect(within(out!).getAllByTestId('multi-race-ticket-leg')[1]).toHaveTextContent(
      'Leg 2 (R7): 1 · lost',
    );

    expect(within(won!).getByTestId('multi-race-ticket-status')).toHaveTextContent('WON');
    expect(within(won!).queryByTestId('multi-race-alive')).toBeNull();
    expect(won).toHaveTextContent('5 of 5 legs won');
    expect(won).toHaveTextContent('Total win₹23,456.70');
    expect(won).toHaveTextContent('TDS₹7,037.00');
    expect(won).toHaveTextContent('Payout₹16,419.70');
  });
});
