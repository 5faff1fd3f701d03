import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndiaClock } from '../../components/india-clock';
import { RaceCalendar } from '../../features/calendar/components/race-calendar';
import { VenuePanel } from '../../features/venues/components/venue-panel';
import { mockApi } from '../../test/mock-api';
import { buildSummary, reference } from '../../test/race-data';
import { renderRoute } from '../../test/render';

const DAY = '2025-11-14';

describe('header clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows India time and ticks every second', async () => {
    vi.useFakeTimers();
    // 06:29:58 UTC is 11:59:58 in India.
    vi.setSystemTime(new Date('2025-11-14T06:29:58.000Z'));
    render(<IndiaClock />);
    const clock = screen.getByLabelText(/^India time/);
    expect(clock).toHaveTextContent('11:59:58');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(clock).toHaveTextContent('11:59:59');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(clock).toHaveTextContent('12:00:00');
  });
});

describe('race calendar', () => {
  it('marks the days that have races and opens a day on click', async () => {
    mockApi({ '/api/mc/race-days?from=2025-11-01&to=2025-11-30': ['2025-11-14', '2025-11-20'] });
    const { router } = renderRoute(<RaceCalendar selectedDay={DAY} today={DAY} />, {
      pattern: '/races/:day',
      path: `/races/${DAY}`,
    });

    expect(await screen.findByText('November 2025')).toBeInTheDocument();
    const raceDay = await screen.findByRole('link', { name: /^Thursday 20 November 2025, races$/ });
    expect(raceDay).toHaveAttribute('data-has-races', 'true');
    const quietDay = screen.getByRole('link', { name: 'Friday 21 November 2025' });
    expect(quietDay).not.toHaveAttribute('data-has-races');
    expect(
      screen.getByRole('link', { name: /^Friday 14 November 2025, today, races$/ }),
    ).toHaveAttribute('aria-current', 'date');

    fireEvent.click(raceDay);
    expect(router.state.location.pathname).toBe('/races/2025-11-20');
  });
});

describe('country and venue panel', () => {
  it('lists each venue with badge, name, next open race time and number, and Coming Soon... for a country without races', () => {
    const done = buildSummary({
      raceNumber: 1,
      startDate: '2025-11-14T06:00:00.000Z',
      status: 'PAID',
    });
    const next = buildSummary({
      raceNumber: 2,
      startDate: '2025-11-14T06:30:00.000Z',
      status: 'PUBLISHED',
    });
    mockApi({});
    renderRoute(<VenuePanel day={DAY} races={[done, next]} reference={reference} />, {
      pattern: '/races/:day',
      path: `/races/${DAY}`,
    });

    const [india, france] = screen.getAllByTestId('country-venues');
    expect(within(india!).getByRole('heading', { name: 'India' })).toBeInTheDocument();
    expect(india!.querySelector('img')).toHaveAttribute('src', '/flags/IN.svg');
    const row = within(india!).getByTestId('venue-row');
    // 06:30Z is 12:00 in India: the first race still open, not the finished one.
    expect(row).toHaveTextContent('BLRBangalore12:00R2');
    expect(row).toHaveAttribute('href', `/fixtures/${DAY}/${next.uid}`);

    expect(within(france!).getByRole('heading', { name: 'France' })).toBeInTheDocument();
    expect(within(france!).getByText('Coming Soon...')).toBeInTheDocument();
    expect(within(france!).queryByTestId('venue-row')).not.toBeInTheDocument();
  });
});
