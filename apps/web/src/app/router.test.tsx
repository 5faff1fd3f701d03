import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { reference } from '../test/race-data';
import { renderRoute } from '../test/render';

describe('app routes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends / to the races of today in India, even when it is still yesterday in UTC', async () => {
    // 20:00 UTC on the 14th is 01:30 IST on the 15th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-14T20:00:00.000Z'));
    mockApi({
      '/api/mc/sport-fixture?active=true&date=2025-11-15': [],
      '/api/mc/reference': reference,
    });

    const { router } = renderRoute(null, { path: '/' });

    expect(
      await screen.findByRole('heading', { name: 'Races on 15-NOV-2025' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/races/2025-11-15');
  });

  it('shows a not-found screen for an unknown address', async () => {
    mockApi({});
    renderRoute(null, { path: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('opens the sign-in placeholder from the Login button', async () => {
    mockApi({});
    renderRoute(null, { path: '/promotions' });

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});
