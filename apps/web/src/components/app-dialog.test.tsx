import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog } from './app-dialog';

describe('app dialog', () => {
  it('is named by its title and closes only from its X', () => {
    const onClose = vi.fn();
    render(
      <AppDialog title="Sign in" onClose={onClose}>
        <p>Form</p>
      </AppDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets a keyboard reach a long text: its body is a named, focusable region', () => {
    render(
      <AppDialog title="Terms and Conditions" onClose={() => undefined} isScrollableText>
        <p>Long text</p>
      </AppDialog>,
    );
    const body = screen.getByRole('region', { name: 'Terms and Conditions' });
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body).toHaveTextContent('Long text');
  });
});
