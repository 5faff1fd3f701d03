import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildRunner, nextUuid } from '../../../test/race-data';
import { createTestQueryClient } from '../../../test/render';
import { RunnerPrices } from './runner-prices';

describe('runner prices on the race card', () => {
  it('shows a suspended runner’s price as SUSP, not a button, while the race stays open', () => {
    const runner = buildRunner({
      odds: [
        { market: 'WIN', selection: nextUuid(), price: 3, status: 'SUSPENDED' },
        { market: 'PLACE', selection: nextUuid(), price: 0.75, status: 'OPEN' },
      ],
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RunnerPrices
          runner={runner}
          betting={{ isRaceOpen: true, picked: new Set(), onPick: vi.fn() }}
        />
      </QueryClientProvider>,
    );
    const suspended = screen.getByText('WIN suspended for 1 Silver Arrow');
    expect(suspended.parentElement).toHaveTextContent(/^SUSP/);
    expect(screen.queryByRole('button', { name: /^WIN/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'PLACE 0.75 for 1 Silver Arrow' })).toBeEnabled();
  });
});
