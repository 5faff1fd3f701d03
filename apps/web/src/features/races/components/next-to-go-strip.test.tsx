import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildSummary } from '../../../test/race-data';
import { renderRoute } from '../../../test/render';
import NextToGoStrip from './next-to-go-strip';

const DAY = '2025-11-14';

describe('next to go strip', () => {
  it('links the next open races with a live countdown to each off', async () => {
    const inTenMinutes = buildSummary({
      venueName: 'Bangalore',
      raceNumber: 4,
      startDate: new Date(Date.now() + 10 * 60_000 + 30_000).toISOString(),
    });
    const resulted = buildSummary({ raceNumber: 1, status: 'RESULT' });
    mockApi({ [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [resulted, inTenMinutes] });
    renderRoute(<NextToGoStrip today={DAY} />, { pattern: '/', path: '/' });

    const strip = await screen.findByRole('navigation', { name: 'Next to go' });
    const [next] = await screen.findAllByTestId('next-to-go');
    expect(screen.getAllByTestId('next-to-go')).toHaveLength(1);
    expect(next).toHaveAttribute('href', `/fixtures/${DAY}/${inTenMinutes.uid}`);
    expect(next).toHaveTextContent(/^Bangalore R4Off in 10:(29|30)$/);
    expect(strip).toBeInTheDocument();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second, and says a race past its time but still open is due off', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-11-14T10:00:00Z'), shouldAdvanceTime: true });
    const soon = buildSummary({
      venueName: 'Mysuru',
      raceNumber: 2,
      startDate: '2025-11-14T10:00:02Z',
    });
    mockApi({ [`/api/mc/sport-fixture?active=true&date=${DAY}`]: [soon] });
    renderRoute(<NextToGoStrip today={DAY} />, { pattern: '/', path: '/' });

    const [next] = await screen.findAllByTestId('next-to-go');
    expect(next).toHaveTextContent(/^Mysuru R2Off in 0:0[12]$/);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(next).toHaveTextContent('Mysuru R2Due off');
  });
});
