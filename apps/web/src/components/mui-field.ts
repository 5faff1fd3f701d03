import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's registration for an MUI TextField: the ref goes to the input itself (so
 * a failed submit focuses the first wrong field), and the error shows as helper text.
 */
export function muiField(registration: UseFormRegisterReturn, error: FieldError | undefined) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: error !== undefined, helperText: error?.message };
}
