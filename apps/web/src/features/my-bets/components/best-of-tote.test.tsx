import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlacedBet } from '../../../test/bet-data';
import { renderRoute } from '../../../test/render';
import { PlacedBetCard } from './placed-bet-card';

/** Best of price and tote (decision 066): My Bets names the promise and what it paid. */
describe('best of price and tote in My Bets', { timeout: 20_000 }, () => {
  it('shows in My Bets that the promise holds, then which price was paid', async () => {
    const open = buildPlacedBet({
      ticketNumber: 'T1',
      betStatus: 'CONFIRMED',
      bestOfTote: { paid: null, price: null },
    });
    const tote = buildPlacedBet({
      ticketNumber: 'T2',
      betStatus: 'WON',
      bestOfTote: { paid: 'TOTE', price: 6.5 },
    });
    const price = buildPlacedBet({
      ticketNumber: 'T3',
      betStatus: 'WON',
      bestOfTote: { paid: 'PRICE', price: 4 },
    });
    const plain = buildPlacedBet({ ticketNumber: 'T4', betStatus: 'WON' });
    renderRoute(
      <ul>
        {[open, tote, price, plain].map((bet) => (
          <PlacedBetCard key={bet.ticketNumber} bet={bet} />
        ))}
      </ul>,
      { pattern: '/bets', path: '/bets' },
    );
    const cards = await screen.findAllByTestId('placed-bet');
    const labels = cards.map((card) => within(card).queryByTestId('best-of-tote')?.textContent);
    expect(labels).toEqual([
      'Best of price and tote',
      "Best of price and tote · Paid at the tote's price, 6.50",
      'Best of price and tote · Paid at your price, 4.00',
      undefined,
    ]);
  });
});
