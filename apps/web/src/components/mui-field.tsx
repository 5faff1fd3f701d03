import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PlayerWords } from './player-words';

/**
 * react-hook-form's registration for an MUI TextField: the ref goes to the input itself (so
 * a failed submit focuses the first wrong field), and the error shows as helper text, in the
 * player's language (the contract's English when that is theirs).
 */
export function muiField(registration: UseFormRegisterReturn, error: FieldError | undefined) {
  const { ref, ...rest } = registration;
  const message = error?.message;
  return {
    ...rest,
    inputRef: ref,
    error: error !== undefined,
    helperText: message === undefined ? undefined : <PlayerWords english={message} />,
  };
}
