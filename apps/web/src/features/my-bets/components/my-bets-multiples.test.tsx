import type { PlacedBet } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { buildPlacedBet } from '../../../test/bet-data';
import { mockApi } from '../../../test/mock-api';
import { nextUuid } from '../../../test/race-data';
import { renderRoute } from '../../../test/render';
import { MyBets } from './my-bets';

const MY_BETS = '/api/customer/self/sports/bets';
type Item = PlacedBet['betLineItems'][number];

const item = (overrides: Partial<Item>): Item => ({
  ...buildPlacedBet().betLineItems[0]!,
  ...overrides,
});

describe('My Bets: multiples and each-way', { timeout: 20_000 }, () => {
  it('shows a double as one card named by its legs, each leg with its status', async () => {
    const raceA = nextUuid();
    const raceB = nextUuid();
    const double = buildPlacedBet({
      betType: 'ACCUMULATOR',
      ticketNumber: 'M2001',
      betStatus: 'CONFIRMED',
      timestamp: '2025-11-14T09:00:00.000Z',
      betLineItems: [
        item({
          sportFixture: raceA,
          raceNumber: 1,
          horseNumber: 3,
          selectionName: 'Star Dancer',
          odds: 4,
          legStatus: 'WON',
        }),
        item({
          sportFixture: raceB,
          raceNumber: 2,
          horseNumber: 5,
          selectionName: 'Monsoon',
          odds: 2.5,
          legStatus: 'ACCEPTED',
        }),
      ],
    });
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({ [MY_BETS]: [double] });
    renderRoute(<MyBets />, { pattern: '/bets', path: '/bets' });

    const [card] = await screen.findAllByTestId('placed-bet');
    expect(within(card!).getByTestId('bet-title')).toHaveTextContent('Double');
    expect(card).toHaveTextContent('2 legs');
    const legs = within(card!).getAllByTestId('bet-leg');
    expect(legs[0]).toHaveTextContent('3. Star DancerWON');
    expect(legs[0]).toHaveTextContent('Win @ 4.00');
    expect(legs[1]).toHaveTextContent('5. MonsoonPENDING');
  });

  it('keeps a Kenchi’s bets and its each-way parts together, and pairs an each-way single', async () => {
    const raceA = nextUuid();
    const raceB = nextUuid();
    const raceC = nextUuid();
    const at = '2025-11-14T09:30:00.000Z';
    const legA = {
      sportFixture: raceA,
      raceNumber: 1,
      horseNumber: 3,
      selectionName: 'Star Dancer',
    };
    const legB = { sportFixture: raceB, raceNumber: 2, horseNumber: 5, selectionName: 'Monsoon' };
    const part = (eachWayPart: 'WIN' | 'PLACE', odds: [number, number]) =>
      buildPlacedBet({
        betType: 'KENCHI',
        ticketNumber: `K-${eachWayPart}`,
        timestamp: at,
        betLineItems: [
          item({
            ...legA,
            odds: odds[0],
            eachWayPart,
            legStatus: eachWayPart === 'WIN' ? 'LOST' : 'WON',
          }),
          item({ ...legB, odds: odds[1], eachWayPart, legStatus: 'ACCEPTED' }),
        ],
      });
    const single = (marketName: string, odds: number) =>
      buildPlacedBet({
        betType: 'SINGLE',
        timestamp: '2025-11-14T08:00:00.000Z',
        betLineItems: [
          item({
            sportFixture: raceC,
            horseNumber: 7,
            selectionName: 'Gully Boy',
            marketName,
            odds,
          }),
        ],
      });
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      [MY_BETS]: [
        part('WIN', [4, 2.5]),
        part('PLACE', [1.5, 1.2]),
        single('Win', 6),
        single('Place', 2),
      ],
    });
    renderRoute(<MyBets />, { pattern: '/bets', path: '/bets' });

    const cards = await screen.findAllByTestId('placed-bet');
    expect(cards).toHaveLength(2);
    const [kenchi, eachWay] = cards as [HTMLElement, HTMLElement];
    expect(within(kenchi).getByTestId('bet-title')).toHaveTextContent('Kenchi · Each-way');
    const legs = within(kenchi).getAllByTestId('bet-leg');
    expect(legs).toHaveLength(2);
    // The Win part lost its leg, the Place part won it: both are shown.
    expect(legs[0]).toHaveTextContent('3. Star DancerLOSTWON');
    expect(legs[0]).toHaveTextContent('Win part @ 4.00 · Place part @ 1.50');
    expect(kenchi).toHaveTextContent('Bets2');
    expect(kenchi).toHaveTextContent('Total bet amount₹200.00');

    expect(within(eachWay).getByTestId('bet-title')).toHaveTextContent('Each-way');
    expect(eachWay).toHaveTextContent('Win part @ 6.00 · Place part @ 2.00 · ₹100.00 ×2');
  });
});
