import { STANDARD_ODDS_MESSAGE, TAX_RULE_PATH, type Fixture } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requestsOf } from '../../test/mock-api';
import { buildFixture, buildRunner, buildSummary, nextUuid, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import { servedTaxRule } from '../../test/tax-rules';
import { PRICE_DISPLAY_KEY } from '../../lib/price-display';
import FixtureScreen from './fixture-screen';

const DAY = '2025-11-14';
const LIST = `/api/mc/sport-fixture?active=true&date=${DAY}`;

function openRace(fixture: Fixture, dayList = [buildSummary({ ...fixture })]) {
  mockApi({
    [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
    [LIST]: dayList,
    '/api/mc/reference': reference,
    [TAX_RULE_PATH]: servedTaxRule(),
  });
  return renderRoute(<FixtureScreen />, {
    pattern: '/fixtures/:day/:id',
    path: `/fixtures/${DAY}/${fixture.uid}`,
  });
}

const WINNER = { place: 1, participant: nextUuid(), horseNumber: 4, name: 'Gold Rush' };

describe('race page', () => {
  const DECLARED = { standings: [WINNER], voided: false, state: 'OFFICIAL' as const };
  it.each([
    { status: 'NEW', result: null, label: 'Opening Soon', tone: 'success' },
    { status: 'PUBLISHED', result: null, label: 'Open', tone: 'success' },
    { status: 'SUSPENDED', result: null, label: 'Closed', tone: 'warning' },
    { status: 'RESULT', result: DECLARED, label: 'Result Declared', tone: 'success' },
    { status: 'PAID', result: DECLARED, label: 'Dividends Paid', tone: 'success' },
    { status: 'COMPLETE', result: DECLARED, label: 'COMPLETED', tone: 'error' },
    {
      status: 'RESULT',
      result: { standings: [], voided: true, state: 'OFFICIAL' as const },
      label: 'CANCELLED',
      tone: 'error',
    },
  ] as const)('shows $status as $label ($tone)', async ({ status, result, label, tone }) => {
    openRace(
      buildFixture({ status, result: result && { ...result, standings: [...result.standings] } }),
    );

    const badge = await screen.findByTestId('race-status');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it.each([
    { state: 'PROVISIONAL', label: 'Provisional', tone: 'warning' },
    { state: 'ENQUIRY', label: 'Enquiry', tone: 'warning' },
    { state: 'OBJECTION', label: 'Objection', tone: 'warning' },
    { state: 'OFFICIAL', label: 'Official', tone: 'success' },
  ] as const)('shows a $state result as $label', async ({ state, label, tone }) => {
    openRace(
      buildFixture({ status: 'RESULT', result: { standings: [WINNER], voided: false, state } }),
    );
    const badge = await screen.findByTestId('result-state');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('shows the venue, date, distance, finishers with a dead heat, and a race-specific message', async () => {
    const fixture = buildFixture({
      venueName: 'Bangalore',
      raceNumber: 3,
      name: 'Kunigal Stakes',
      distance: 1400,
      startDate: '2025-11-14T09:00:00.000Z',
      status: 'RESULT',
      message: 'Race delayed by 10 minutes.',
      result: {
        voided: false,
        state: 'OFFICIAL',
        standings: [
          WINNER,
          { place: 2, participant: nextUuid(), horseNumber: 2, name: 'Blue Moon' },
          { place: 2, participant: nextUuid(), horseNumber: 7, name: 'Red Fox' },
        ],
      },
    });
    openRace(fixture);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bangalore' })).toBeInTheDocument();
    expect(screen.getByText('14-NOV-2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Race 3: Kunigal Stakes' })).toBeInTheDocument();
    expect(screen.getByText(/1400 m/)).toBeInTheDocument();
    const finishers = screen.getAllByTestId('finisher');
    // GST (40% since 22 September 2025) is inside the ticket: ₹100 at 2.50 returns ₹249.99.
    expect(await screen.findByText(/returns ₹249.99 if it wins/)).toBeInTheDocument();
    expect(screen.getByTestId('odds-note')).toHaveTextContent(
      'Prices are “to 1”, and GST (40%) is inside the ticket: a ₹100.00 ticket at 2.50 returns ₹249.99 if it wins, because ₹71.42 of it is staked',
    );
    expect(finishers.map((line) => line.textContent)).toEqual([
      '1st4. Gold Rush',
      '2nd2. Blue Moon, 7. Red Fox',
    ]);
    expect(screen.getByTestId('race-message')).toHaveTextContent('Race delayed by 10 minutes.');
    // Signed out, so no Live button even at a venue that streams.
    expect(screen.queryByRole('button', { name: 'Live' })).not.toBeInTheDocument();
  });

  it('lists a resulted race in finishing order, then the unplaced, scratched runners last', async () => {
    const runner = (horseNumber: number, isRunner = true) =>
      buildRunner({ horseNumber, name: `Horse ${horseNumber}`, isRunner });
    const [one, two, three, four, five] = [
      runner(1),
      runner(2, false),
      runner(3),
      runner(4),
      runner(5),
    ];
    const fixture = buildFixture({
      status: 'RESULT',
      participants: [one, two, three, four, five],
      result: {
        voided: false,
        state: 'OFFICIAL',
        standings: [
          { place: 1, participant: five.uid, horseNumber: 5, name: 'Horse 5' },
          { place: 2, participant: three.uid, horseNumber: 3, name: 'Horse 3' },
          { place: 3, participant: four.uid, horseNumber: 4, name: 'Horse 4' },
        ],
      },
    });
    openRace(fixture);

    const rows = await screen.findAllByTestId('runner-row');
    expect(rows.map((row) => within(row).getByText(/^Horse \d$/).textContent)).toEqual([
      'Horse 5',
      'Horse 3',
      'Horse 4',
      'Horse 1',
      'Horse 2',
    ]);
  });

  it('shows each price as the return of a ₹100 ticket when the device asks for it', async () => {
    localStorage.setItem(PRICE_DISPLAY_KEY, 'PER_HUNDRED');
    try {
      openRace(
        buildFixture({
          participants: [
            buildRunner({
              horseNumber: 1,
              name: 'Silver Arrow',
              odds: [{ market: 'WIN', selection: nextUuid(), price: 2.5, status: 'OPEN' }],
            }),
          ],
        }),
      );
      // The slip's arithmetic at 40% GST: ₹71.42 staked + ₹178.57 won.
      const row = await screen.findByTestId('runner-row');
      await vi.waitFor(() =>
        expect(within(row).getByTestId('win-price')).toHaveTextContent('249.99'),
      );
      expect(screen.getByTestId('odds-note')).toHaveTextContent(
        'Prices show what a ₹100 ticket returns if it wins, after GST (40%): 2.50 “to 1” shows as ₹249.99.',
      );
    } finally {
      localStorage.removeItem(PRICE_DISPLAY_KEY);
    }
  });

  it('hides the standard odds message and strikes out a scratched runner', async () => {
    const fixture = buildFixture({
      message: STANDARD_ODDS_MESSAGE,
      participants: [
        buildRunner({ horseNumber: 2, name: 'Late Scratch', isRunner: false, jerseyUrl: null }),
        buildRunner({
          horseNumber: 1,
          name: 'Silver Arrow',
          odds: [{ market: 'WIN', selection: nextUuid(), price: 4, status: 'OPEN' }],
        }),
        buildRunner({ horseNumber: 3, name: 'No Price Yet' }),
      ],
    });
    openRace(fixture);

    const rows = await screen.findAllByTestId('runner-row');
    expect(screen.queryByText(STANDARD_ODDS_MESSAGE)).not.toBeInTheDocument();
    expect(rows.map((row) => within(row).getByTestId('win-price').textContent)).toEqual([
      '4.00',
      '-',
      'SP',
    ]);

    const [running, scratched] = rows;
    expect(running).toHaveTextContent('56 kg · Draw 3 · Last runs 1-4-2');
    expect(running).toHaveTextContent('J: P. Trevor · T: S. Padmanabhan');
    expect(within(running!).queryByTitle('Scratched')).not.toBeInTheDocument();
    expect(within(scratched!).getByTitle('Scratched')).toBeInTheDocument();
    expect(within(scratched!).getByText('Late Scratch').tagName).toBe('DEL');
    expect(within(scratched!).getByRole('img', { name: 'Late Scratch silks' })).toHaveAttribute(
      'src',
      '/silks/fallback.svg',
    );
  });

  it('lists the venue races of the day as links, the race on screen marked current', async () => {
    const fixture = buildFixture({ raceNumber: 2, startDate: '2025-11-14T09:00:00.000Z' });
    const first = buildSummary({ raceNumber: 1, startDate: '2025-11-14T08:30:00.000Z' });
    const elsewhere = buildSummary({ venue: 'MYS', venueName: 'Mysore', raceNumber: 1 });
    openRace(fixture, [buildSummary({ ...fixture }), elsewhere, first]);

    const races = within(await screen.findByRole('navigation', { name: 'Races at this venue' }));
    const links = races.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['R114:00', 'R214:30']);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[0]).toHaveAttribute('href', `/fixtures/${DAY}/${first.uid}`);
  });

  it('says the race is not found when the API does not know it', async () => {
    mockApi({ [LIST]: [] });
    renderRoute(<FixtureScreen />, {
      pattern: '/fixtures/:day/:id',
      path: `/fixtures/${DAY}/${nextUuid()}`,
    });

    expect(await screen.findByText('This race could not be found.')).toBeInTheDocument();
  });

  it('says the race is not found for a mangled link, without asking the API', async () => {
    const fetchMock = mockApi({ [LIST]: [] });
    renderRoute(<FixtureScreen />, {
      pattern: '/fixtures/:day/:id',
      path: `/fixtures/${DAY}/not-a-race`,
    });

    expect(await screen.findByText('This race could not be found.')).toBeInTheDocument();
    expect(screen.queryByText(/UUID/)).toBeNull();
    expect(requestsOf(fetchMock).filter((call) => call.includes('/cached/'))).toEqual([]);
  });
});
