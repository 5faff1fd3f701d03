import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeNotices } from './home-notices';

describe('home notices', () => {
  it('shows both notices collapsed, opens and closes each on its own, and states the bonus rule', () => {
    render(<HomeNotices />);
    const withdrawal = screen.getByRole('button', { name: 'Instant withdrawal is back' });
    const tax = screen.getByRole('button', { name: 'New TDS rule from 1 April 2025' });
    expect(withdrawal).toHaveAttribute('aria-expanded', 'false');
    expect(tax).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(tax);
    expect(tax).toHaveAttribute('aria-expanded', 'true');
    expect(withdrawal).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByText(
        /no tax is deducted at source unless the winnings of a single transaction exceed Rs 10,000/,
      ),
    ).toBeVisible();
    fireEvent.click(tax);
    expect(tax).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(withdrawal);
    expect(withdrawal).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/within 30 minutes/)).toBeVisible();
    // What instant means for a new account: it waits out its cooling-off first.
    expect(
      screen.getByText(/can receive its first withdrawal 24 hours after you add it/),
    ).toBeVisible();
    expect(
      screen.getByText('Bonus wallets are deactivated from 1 April 2025.'),
    ).toBeInTheDocument();
  });
});
