import type { Tip } from '@furlong/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { TipsList } from './tips-list';

const tip = (venueCode: string, date: string, text: string): Tip => ({
  uid: crypto.randomUUID(),
  venue_code: venueCode,
  venue: venueCode === 'CAL' ? 'Kolkata' : 'Mumbai',
  country: 'IN',
  link: `/races/${date}`,
  date,
  text,
});

describe('tips list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the tips of the day in view from the API, with a link to that day's races", async () => {
    mockApi({
      '/api/content/tips': [
        tip('CAL', '2025-06-10', 'Low draws rule.'),
        tip('MUM', '2025-06-11', 'Tomorrow only.'),
      ],
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <TipsList day="2025-06-10" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Low draws rule.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kolkata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kolkata races' })).toHaveAttribute(
      'href',
      '/races/2025-06-10',
    );
    expect(screen.queryByText('Tomorrow only.')).toBeNull();
  });

  it('shows no link for a stored link a browser would open on another host', async () => {
    const hostile = ['/\\evil.example', '//evil.example', 'javascript:alert(1)'].map(
      (link, index) => ({ ...tip('CAL', '2025-06-10', `Hostile ${index}.`), link }),
    );
    const external = { ...tip('MUM', '2025-06-10', 'Away.'), link: 'https://racing.example.in/' };
    mockApi({ '/api/content/tips': [...hostile, external] });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <TipsList day="2025-06-10" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hostile 0.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://racing.example.in/',
    ]);
  });
});
