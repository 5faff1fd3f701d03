import { z } from 'zod';

/**
 * What the database's number columns hold, said once (decision 049): every integer of the
 * contract that lands in an `integer` (int4) column is an `int32Schema`, every amount of money
 * asked for is a `rupeesSchema` (whole paise, never a nonzero amount under one paisa, which
 * would round to nothing), so no input reaches a cast or a check the database would refuse.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** An integer an int4 column holds; `error` is the field's own message for every failure. */
export const int32Schema = (error?: string) =>
  z
    .int(error === undefined ? undefined : { error })
    .min(INT32_MIN, error)
    .max(INT32_MAX, error);

/**
 * Whether a number is a whole count of hundredths (paise of a rupee, hundredths of a price),
 * checked on the hundredths so that 0.1 + 0.2 passes; a nonzero value under one hundredth
 * (1e-320, 0.004) is not one.
 */
export function hasWholeHundredths(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const hundredths = value * 100;
  const whole = Math.round(hundredths);
  return Math.abs(whole - hundredths) < 1e-6 && (value === 0 || whole !== 0);
}

/**
 * Rupees asked for: a number (else `required`) of whole paise (else `decimals`), so at least
 * one paisa unless zero. Callers add their own range and sign with their own messages.
 */
export const rupeesSchema = (messages: { required: string; decimals: string }) =>
  z
    .number({ error: messages.required })
    .refine(hasWholeHundredths, { error: messages.decimals, abort: true });
