import type { SearchResults } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsOf } from '../../../test/mock-api';
import { nextUuid } from '../../../test/race-data';
import { renderRoute } from '../../../test/render';
import { SearchBox } from './search-box';

const formCard = nextUuid();
const nextRace = nextUuid();
const lastRace = nextUuid();
const race = (uid: string, day: string, venue: string, venueName: string, raceNumber: number) => ({
  uid,
  day,
  startDate: `${day}T09:30:00.000Z`,
  venue,
  venueName,
  raceNumber,
});

const found: SearchResults = {
  horses: [
    {
      name: 'Sultan',
      participant: formCard,
      nextRace: race(nextRace, '2031-05-12', 'MYS', 'Mysuru', 4),
      lastRace: race(lastRace, '2031-05-07', 'BLR', 'Bengaluru', 1),
      lastPlace: 1,
    },
  ],
  jockeys: [
    {
      name: 'P. Trevor',
      nextRace: race(nextRace, '2031-05-12', 'MYS', 'Mysuru', 4),
      lastRace: null,
    },
  ],
  trainers: [],
  venues: [{ code: 'BLR', name: 'Bengaluru', nextRaceDay: null, lastRaceDay: '2031-05-07' }],
};

const empty: SearchResults = { horses: [], jockeys: [], trainers: [], venues: [] };

function open(replies: Record<string, unknown>) {
  const fetchMock = mockApi(replies);
  renderRoute(<SearchBox placement="drawer" />, { pattern: '/', path: '/' });
  return fetchMock;
}

describe('the search box', () => {
  it('asks once per pause in typing and leads a horse to its form, next race and result', async () => {
    const fetchMock = open({ '/api/mc/search?q=sulatn': found });
    await userEvent.type(screen.getByRole('searchbox', { name: /find a horse/i }), 'Sulatn');
    const horses = await screen.findByRole('region', { name: 'Horses' });
    expect(requestsOf(fetchMock)).toEqual(['GET /api/mc/search?q=sulatn']);
    expect(within(horses).getByRole('link', { name: 'Form' })).toHaveAttribute(
      'href',
      `/horses/${formCard}`,
    );
    expect(
      within(horses).getByRole('link', { name: 'Next race: Mysuru R4, 12-MAY-2031' }),
    ).toHaveAttribute('href', `/fixtures/2031-05-12/${nextRace}`);
    expect(
      within(horses).getByRole('link', { name: 'Won: Bengaluru R1, 07-MAY-2031' }),
    ).toHaveAttribute('href', '/races/2031-05-07/results');
    const jockeys = screen.getByRole('region', { name: 'Jockeys' });
    expect(within(jockeys).getByRole('link', { name: /^Next ride: Mysuru R4/ })).toHaveAttribute(
      'href',
      `/fixtures/2031-05-12/${nextRace}`,
    );
    expect(screen.queryByRole('region', { name: 'Trainers' })).toBeNull();
    const courses = screen.getByRole('region', { name: 'Courses' });
    expect(within(courses).getByRole('link', { name: 'Results of 07-MAY-2031' })).toHaveAttribute(
      'href',
      '/races/2031-05-07/results',
    );
  });

  it('sends nothing for one letter, and says when nothing is like the text', async () => {
    const fetchMock = open({ '/api/mc/search?q=zq': empty });
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'z');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsOf(fetchMock)).toEqual([]);
    await userEvent.type(box, 'q');
    expect(await screen.findByText('No names like “zq”.')).toBeInTheDocument();
  });

  it('cancels the request of text the player has typed past', async () => {
    const fetchMock = open({
      '/api/mc/search?q=sul': () => new Promise(() => undefined),
      '/api/mc/search?q=sultan': found,
    });
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'Sul');
    await waitFor(() => expect(requestsOf(fetchMock)).toEqual(['GET /api/mc/search?q=sul']));
    await userEvent.type(box, 'tan');
    await screen.findByRole('region', { name: 'Horses' });
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
  });

  it('clears on Escape', async () => {
    open({ '/api/mc/search?q=sulatn': found });
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'Sulatn');
    await screen.findByRole('region', { name: 'Horses' });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Horses' })).toBeNull();
  });
});
