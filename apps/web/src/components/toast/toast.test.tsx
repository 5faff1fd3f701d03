import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLastingToast, useToast } from './toast-context';
import { ToastProvider } from './toast-provider';
import { TOAST_DURATION_MS } from './toast-view';

function ShowButton({ message }: { message: string }) {
  const showToast = useToast();
  return <button onClick={() => showToast(message)}>Show {message}</button>;
}

function ShowLastingButton({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const showLasting = useLastingToast();
  return (
    <button
      onClick={() => showLasting({ key: id, message: `news ${id}`, severity: 'info', onDismiss })}
    >
      Show news {id}
    </button>
  );
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

  it('keeps a lasting message until dismissed, beside the 2 s ones, once per key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dismissed = vi.fn();
    render(
      <ToastProvider>
        <ShowButton message="short" />
        <ShowLastingButton id="a" onDismiss={dismissed} />
        <ShowLastingButton id="b" onDismiss={dismissed} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show news a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show news a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show news b' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show short' }));
    await screen.findByText('news b');
    // Newest on top, the same key shown once, the short message beside them.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'short',
      'news b',
      'news a',
    ]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 5);
    });
    expect(screen.queryByText('short')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'news b',
      'news a',
    ]);

    const dismissButtons = screen.getAllByRole('button', { name: 'Dismiss' });
    fireEvent.click(dismissButtons[0] as HTMLElement);
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('news b')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('news a');
  });
});
