import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../i18n/use-t';

export const OTP_LENGTH = 6;

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Names the group of boxes, e.g. "One-time code". */
  label: string;
  isInvalid?: boolean;
  /** Id of the message that explains an error, read out with the boxes. */
  describedBy?: string;
}

/** Puts `text`'s digits into the boxes from `start` on; returns the boxes and the next free one. */
function fillFrom(digits: string[], start: number, text: string) {
  const incoming = text
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH - start)
    .split('');
  const next = [...digits];
  incoming.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { next, focus: Math.min(start + incoming.length, OTP_LENGTH - 1) };
}

/**
 * Six one-digit boxes: non-digits are dropped, focus moves on after each digit and back on
 * Backspace in an empty box, and pasting (or an SMS autofill) of the whole code fills them all.
 */
export function OtpInput({ digits, onChange, label, isInvalid, describedBy }: OtpInputProps) {
  const { t } = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // Several digits at once are a paste or an autofill: they run on into the next boxes.
    const { next, focus } = fillFrom(digits, index, typed);
    onChange(next);
    focusBox(typed.length === 1 ? Math.min(index + 1, OTP_LENGTH - 1) : focus);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code fills every box whichever box has focus.
    const start = pasted.length >= OTP_LENGTH ? 0 : index;
    const { next, focus } = fillFrom(digits, start, pasted);
    onChange(next);
    focusBox(focus);
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          value={digit}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => handlePaste(index, event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => event.target.select()}
          error={isInvalid}
          inputProps={{
            'aria-label': t('auth.digit', { number: index + 1 }),
            'aria-invalid': isInvalid || undefined,
            'aria-describedby': describedBy,
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
          }}
          sx={{
            width: 44,
            height: 52,
            border: 1,
            borderColor: isInvalid ? 'error.main' : 'grey.500',
            borderRadius: 1,
            fontSize: 22,
            '& input': { textAlign: 'center', p: 0 },
            '&.Mui-focused': { borderColor: 'primary.main', borderWidth: 2 },
          }}
        />
      ))}
    </Box>
  );
}
