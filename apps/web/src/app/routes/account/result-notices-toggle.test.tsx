import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultNoticesToggle } from './result-notices-toggle';

describe('result notices toggle', () => {
  it('asks the browser on a tap, then says notices are on', async () => {
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    render(<ResultNoticesToggle />);

    await userEvent.click(screen.getByRole('button', { name: 'Notify me of results and payouts' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(/Your browser will tell you of results and payouts/),
    ).toBeInTheDocument();
  });

  it('offers nothing once the player has refused', () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    const { container } = render(<ResultNoticesToggle />);
    expect(container).toBeEmptyDOMElement();
  });
});
