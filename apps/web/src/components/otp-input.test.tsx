import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function OtpHarness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} label="One-time code" />
      <output aria-label="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });
const code = () => screen.getByRole('status', { name: 'code' }).textContent;

describe('OTP input', () => {
  it('takes one digit per box, drops anything else and moves focus on', async () => {
    const user = userEvent.setup();
    render(<OtpHarness />);

    await user.click(box(1));
    await user.keyboard('4a-');
    expect(code()).toBe('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');

    await user.keyboard('9');
    expect(box(3)).toHaveFocus();
    expect(code()).toBe('49');
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  });

  it('goes back a box on Backspace in an empty box, clearing it', async () => {
    const user = userEvent.setup();
    render(<OtpHarness />);

    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');

    expect(box(2)).toHaveFocus();
    expect(code()).toBe('1');
  });

  it('fills all six boxes from a pasted code, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<OtpHarness />);

    await user.click(box(3));
    await user.paste('Code: 123-456');

    expect(code()).toBe('123456');
    [1, 2, 3, 4, 5, 6].forEach((n) => expect(box(n)).toHaveValue(String(n)));
    expect(box(6)).toHaveFocus();
  });

  it('spreads an autofilled code typed into one box over the following boxes', () => {
    render(<OtpHarness />);

    fireEvent.change(box(1), { target: { value: '987654' } });

    expect(code()).toBe('987654');
  });
});
