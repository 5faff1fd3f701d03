import type { RaceResultPrices } from '@furlong/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import RaceResultsScreen from './race-results-screen';

const DAY = '2025-11-14';
const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const winner = (place: number, horseNumber: number, price: number, isDeadHeat = false) => ({
  place,
  participant: uid(horseNumber),
  horseNumber,
  name: `Runner ${horseNumber}`,
  price,
  isDeadHeat,
});
const RACES: RaceResultPrices[] = [
  {
    uid: uid(1),
    startDate: '2025-11-14T08:30:00.000Z',
    venue: 'BLR',
    venueName: 'Bengaluru',
    raceNumber: 1,
    name: 'The Test Plate',
    starters: 8,
    voided: false,
    hasReplay: true,
    markets: [
      { market: 'WIN', isRunning: true, winners: [winner(1, 4, 5)] },
      {
        market: 'PLACE',
        isRunning: true,
        winners: [winner(1, 4, 1.25), winner(2, 2, 0.75, true), winner(2, 7, 2, true)],
      },
      { market: 'SHP', isRunning: true, winners: [winner(2, 2, 1.5, true), winner(2, 7, 4, true)] },
      { market: 'THP', isRunning: false, winners: [] },
    ],
  },
  {
    uid: uid(2),
    startDate: '2025-11-14T09:00:00.000Z',
    venue: 'BLR',
    venueName: 'Bengaluru',
    raceNumber: 2,
    name: 'The Void Stakes',
    starters: 8,
    voided: true,
    hasReplay: false,
    markets: [],
  },
];

describe('race day results with winning prices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const open = (width: number) => {
    stubScreenWidth(width);
    mockApi({ [`/api/mc/race-results?date=${DAY}`]: RACES });
    renderRoute(<RaceResultsScreen />, {
      pattern: '/races/:day/results',
      path: `/races/${DAY}/results`,
    });
  };

  it('shows one card a race on a phone, every market with its winners and prices', async () => {
    open(360);
    const card = await screen.findByRole('article', { name: 'Bengaluru R1' });
    const place = card.querySelector('[data-market=PLACE]') as HTMLElement;
    expect(
      within(place)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1st4. Runner 41.25',
      '2nd2. Runner 2 (dead heat)0.75',
      '2nd7. Runner 7 (dead heat)2.00',
    ]);
    expect(card.querySelector('[data-market=WIN]')).toHaveTextContent('Win1st4. Runner 45.00');
    expect(card.querySelector('[data-market=SHP]')).toHaveTextContent(/^Second Horse Pool/);
    expect(card.querySelector('[data-market=THP]')).toHaveTextContent(/Not run/);
    expect(screen.getByRole('article', { name: 'Bengaluru R2' })).toHaveTextContent(
      'every bet on it is refunded',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Bengaluru R1' })).toHaveAttribute(
      'href',
      `/fixtures/${DAY}/${uid(1)}`,
    );
  });

  it('shows a table of races by market at desktop widths', async () => {
    open(1366);
    const table = await screen.findByRole('table', { name: 'Winning prices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Race', 'Win', 'Place', 'Second Horse Pool', 'Third Horse Pool']);
    const [first] = within(table).getAllByTestId('race-result-row');
    expect(first?.querySelector('[data-market=WIN]')).toHaveTextContent('1st4. Runner 45.00');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('links a race with a recording to its replay, at phone and desktop widths alike', async () => {
    for (const width of [360, 1366]) {
      open(width);
      const link = await screen.findByRole('link', { name: 'Watch replay (Bengaluru R1)' });
      expect(link).toHaveAttribute('href', `/replays/${uid(1)}`);
      expect(link).toHaveTextContent('Watch replay');
      expect(screen.getAllByTestId('replay-link')).toHaveLength(1);
      cleanup();
    }
  });
});
