import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { buildSummary, nextUuid, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import RaceDayScreen from './race-day-screen';

const DAY = '2025-11-14';
const LIST = `/api/mc/sport-fixture?active=true&date=${DAY}`;

function openRaceDay() {
  return renderRoute(<RaceDayScreen />, { pattern: '/races/:day', path: `/races/${DAY}` });
}

describe('race day page', () => {
  it('puts open races under Upcoming Races and the rest under Race Results, by start time', async () => {
    const late = buildSummary({
      venue: 'MYS',
      venueName: 'Mysore',
      raceNumber: 2,
      startDate: '2025-11-14T10:00:00.000Z',
      status: 'NEW',
    });
    const early = buildSummary({
      raceNumber: 1,
      startDate: '2025-11-14T06:15:00.000Z',
      status: 'PUBLISHED',
    });
    const suspended = buildSummary({
      raceNumber: 3,
      startDate: '2025-11-14T07:00:00.000Z',
      status: 'SUSPENDED',
    });
    const paid = buildSummary({
      raceNumber: 4,
      startDate: '2025-11-14T05:00:00.000Z',
      status: 'PAID',
    });
    const notDigital = buildSummary({
      raceNumber: 9,
      status: 'PUBLISHED',
      allowedChannels: ['RETAIL'],
    });
    mockApi({ [LIST]: [late, suspended, early, paid, notDigital], '/api/mc/reference': reference });

    openRaceDay();

    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Races' })).closest(
      'section',
    );
    const results = screen.getByRole('heading', { name: 'Race Results' }).closest('section');
    if (!upcoming || !results) throw new Error('race groups are not sections');

    const upcomingRows = within(upcoming).getAllByTestId('race-row');
    expect(upcomingRows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('R1'),
      expect.stringContaining('R2'),
    ]);
    // 06:15Z is 11:45 in India; the row links to the race page of the same day.
    expect(upcomingRows[0]).toHaveTextContent('BLRBangaloreR111:45');
    expect(upcomingRows[0]).toHaveAttribute('href', `/fixtures/${DAY}/${early.uid}`);
    expect(upcomingRows[1]).toHaveTextContent('MYSMysoreR215:30');

    const resultRows = within(results).getAllByTestId('race-row');
    expect(resultRows.map((row) => row.getAttribute('href'))).toEqual([
      `/fixtures/${DAY}/${paid.uid}`,
      `/fixtures/${DAY}/${suspended.uid}`,
    ]);
    expect(await within(resultRows[0]!).findByRole('img', { name: 'India' })).toHaveAttribute(
      'src',
      '/flags/IN.svg',
    );
    expect(screen.queryByText('R9')).not.toBeInTheDocument();
  });

  it('says on each result row what happened: status, first three with a dead heat, scratchings', async () => {
    const declared = buildSummary({
      raceNumber: 1,
      status: 'RESULT',
      result: {
        voided: false,
        state: 'ENQUIRY',
        standings: [
          { place: 1, participant: nextUuid(), horseNumber: 4, name: 'Gold Rush' },
          { place: 2, participant: nextUuid(), horseNumber: 7, name: 'Red Fox' },
          { place: 2, participant: nextUuid(), horseNumber: 2, name: 'Blue Moon' },
        ],
      },
      withdrawals: [
        {
          participant: nextUuid(),
          horseNumber: 5,
          name: 'Gone Away',
          price: 6,
          withdrawnAt: '2025-11-14T07:00:00.000Z',
        },
      ],
    });
    const cancelled = buildSummary({
      raceNumber: 2,
      startDate: '2025-11-14T09:30:00.000Z',
      status: 'RESULT',
      result: { voided: true, standings: [], state: 'OFFICIAL' },
    });
    mockApi({ [LIST]: [declared, cancelled], '/api/mc/reference': reference });

    openRaceDay();

    const [first, second] = await screen.findAllByTestId('result-summary');
    expect([...first!.children].map((line) => line.textContent)).toEqual([
      // Declared, but the stewards are looking again: not yet official.
      'Result DeclaredEnquiry',
      '1st 4. Gold Rush',
      '2nd 2. Blue Moon, 7. Red Fox (dead heat)',
      'Scratched: 5. Gone Away',
    ]);
    expect(second).toHaveTextContent(/^CANCELLED$/);
    expect(within(first!).getByTestId('result-state')).toHaveAttribute('data-tone', 'warning');
  });

  it('says so when the day has no races', async () => {
    mockApi({ [LIST]: [], '/api/mc/reference': reference });

    openRaceDay();

    expect(
      await screen.findByText(
        `No races available to play on ${DAY} at the moment. Please try again later or check upcoming races.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Races' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('race-row')).toHaveLength(0);
  });

  it('shows the API message and a retry when the list fails', async () => {
    mockApi({
      [LIST]: {
        status: 503,
        body: {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Racing data is catching up.',
        },
      },
    });

    openRaceDay();

    expect(await screen.findByRole('alert')).toHaveTextContent('Racing data is catching up.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
