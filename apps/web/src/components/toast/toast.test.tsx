import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';
import { TOAST_DURATION_MS } from './toast-view';

function ShowButton({ message }: { message: string }) {
  const showToast = useToast();
  return <button onClick={() => showToast(message)}>Show {message}</button>;
}

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message for 2000 ms (spec section 9), and a newer message replaces it', async () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <ShowButton message="first" />
        <ShowButton message="second" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show first' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('first');

    fireEvent.click(screen.getByRole('button', { name: 'Show second' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('second');
    expect(screen.queryByText('first')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 200);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
