import type { FormGuide } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sparklinePoints } from '../../features/races/components/price-sparkline';
import { DATA_SAVER_KEY } from '../../lib/data-saver';
import { mockApi, requestsOf } from '../../test/mock-api';
import { buildFixture, buildRunner, buildSummary, nextUuid, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import FixtureScreen from './fixture-screen';

const DAY = '2025-11-14';
const WIN_SELECTION = nextUuid();
const runner = buildRunner({
  name: 'Star Dancer',
  horseNumber: 3,
  jerseyUrl: '/silks/silk-3.svg',
  odds: [{ market: 'WIN', selection: WIN_SELECTION, price: 3.5, status: 'OPEN' }],
});
const fixture = buildFixture({ participants: [runner] });

const guide: FormGuide = {
  participant: runner.uid,
  horse: runner.name,
  runs: [
    {
      date: '2025-10-25',
      venue: 'BLR',
      venueName: 'Bangalore',
      distance: 1400,
      going: 'Good',
      position: 2,
      fieldSize: 11,
      jockey: 'S. Kumar',
      weight: 56.5,
      margin: 1.25,
      startingPrice: 4.5,
    },
  ],
  daysSinceLastRun: 20,
  records: {
    course: { starts: 3, wins: 1, seconds: 1, thirds: 0 },
    distance: { starts: 0, wins: 0, seconds: 0, thirds: 0 },
    jockey: { starts: 1, wins: 0, seconds: 1, thirds: 0 },
  },
};

function openRace(form: FormGuide = guide) {
  const fetchMock = mockApi({
    [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
    [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [buildSummary({ ...fixture })],
    '/api/mc/reference': reference,
    [`/api/mc/sport-fixture/${fixture.uid}/price-history`]: {
      [WIN_SELECTION]: [
        { at: '2025-11-14T08:00:00.000Z', price: 5 },
        { at: '2025-11-14T08:10:00.000Z', price: 4 },
      ],
    },
    [`/api/mc/participants/${runner.uid}/form`]: form,
  });
  const view = renderRoute(<FixtureScreen />, {
    pattern: '/fixtures/:day/:id',
    path: `/fixtures/${DAY}/${fixture.uid}`,
  });
  return { ...view, fetchMock };
}

afterEach(() => window.localStorage.clear());

describe('race card: price moves, form and data saver', () => {
  it('shows the opening price, the price now (from the card) and a sparkline of the moves', async () => {
    openRace();
    const moves = await screen.findByTestId('price-moves');
    expect(moves).toHaveTextContent('Win opened 5.00 · now 3.50 (shortened)');
    const line = within(moves).getByTestId('price-sparkline').querySelector('polyline');
    // 5, 4 from the history, then the card's 3.50: three points, falling.
    expect(line?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it('opens the form panel from the runner name, loading the form only then', async () => {
    const { fetchMock } = openRace();
    const user = userEvent.setup();
    const formUrl = `/api/mc/participants/${runner.uid}/form`;
    await screen.findByTestId('price-moves');
    expect(requestsOf(fetchMock)).not.toContain(`GET ${formUrl}`);

    await user.click(screen.getByRole('button', { name: 'Star Dancer (form guide)' }));
    const panel = await screen.findByRole('dialog', { name: 'Form: 3. Star Dancer' });
    expect(await within(panel).findByText('Last ran 20 days ago')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain(`GET ${formUrl}`);
    expect(within(panel).getByText('3 starts: 1-1-0')).toBeInTheDocument();
    expect(within(panel).getByText('no starts')).toBeInTheDocument();
    const run = within(panel).getByTestId('form-run');
    expect(run).toHaveTextContent('2nd of 11 · Bangalore');
    expect(run).toHaveTextContent('25-OCT-2025 · 1400 m · Good');
    expect(run).toHaveTextContent('J: S. Kumar · 56.5 kg · beaten 1.25 L · SP 4.50');

    await user.click(within(panel).getByRole('button', { name: 'Close form' }));
    expect(screen.queryByRole('dialog', { name: /Form:/ })).toBeNull();
  });

  it('opens every move with its India time, the chart across the width', async () => {
    openRace();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('open-price-history'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Win price history: 3. Star Dancer',
    });
    expect(
      within(dialog).getByTestId('price-history-chart').querySelectorAll('circle'),
    ).toHaveLength(3);
    expect(
      within(dialog)
        .getAllByTestId('price-history-move')
        .map((move) => move.textContent),
    ).toEqual([
      '13:30:005.00Opening price',
      '13:40:004.00Shortened from 5.00',
      'Now3.50Shortened from 4.00',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close price history' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links a form line to its race replay only where there is one', async () => {
    const replayed = nextUuid();
    const [run] = guide.runs;
    openRace({
      ...guide,
      runs: [
        { ...run!, replay: replayed },
        { ...run!, date: '2025-09-01', replay: null },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Star Dancer (form guide)' }));
    const panel = await screen.findByRole('dialog', { name: 'Form: 3. Star Dancer' });
    const [withReplay, without] = await within(panel).findAllByTestId('form-run');
    expect(
      within(withReplay!).getByRole('link', { name: 'Watch replay (Bangalore 25-OCT-2025)' }),
    ).toHaveAttribute('href', `/replays/${replayed}`);
    expect(within(without!).queryByRole('link')).toBeNull();
  });

  it('with the data saver on, loads silks only when asked', async () => {
    window.localStorage.setItem(DATA_SAVER_KEY, 'on');
    openRace();
    const user = userEvent.setup();
    const silk = await screen.findByAltText('Star Dancer silks');
    expect(silk.getAttribute('src')).toBe('/silks/fallback.svg');
    await user.click(screen.getByRole('button', { name: 'Show silks' }));
    expect(screen.getByAltText('Star Dancer silks').getAttribute('src')).toBe('/silks/silk-3.svg');
  });
});

describe('sparklinePoints', () => {
  it('puts a higher price higher and a flat line in the middle', () => {
    const [first, second] = sparklinePoints([2, 8]).split(' ');
    expect(Number(first?.split(',')[1])).toBeGreaterThan(Number(second?.split(',')[1]));
    expect(sparklinePoints([4, 4])).toBe('2.0,10.0 46.0,10.0');
  });
});
