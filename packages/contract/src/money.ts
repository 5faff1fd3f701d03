/**
 * Money is integer paise everywhere; rupees appear only at the edges (JSON amounts with
 * two decimals, and the screen). bigint in the ledger, number (safe below 2^53) in replies.
 */
export const PAISE_PER_RUPEE = 100;

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/** 12345 → 123.45 (a JSON number with at most two decimals). */
export const paiseToRupees = (paise: number | bigint): number => Number(paise) / PAISE_PER_RUPEE;

/**
 * 1234567 → "12,34,567": the last three digits, then pairs (lakhs, crores). Written out rather
 * than asked of Intl.NumberFormat, whose first use loads the locale's number data: on a phone
 * that was the single slowest step of starting the app (decision 045).
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let index = head.length % 2; index < head.length; index += 2) {
    pairs.push(head.slice(index, index + 2));
  }
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * ₹1,00,000.00: the rupee sign, Indian digit grouping and Latin digits, as every language of
 * the app writes money (a bet slip is read in them in India).
 */
export function formatRupees(paise: number | bigint): string {
  const value = Math.round(Number(paise));
  const sign = value < 0 ? '-' : '';
  const whole = Math.abs(value);
  const rupees = groupIndian(String(Math.floor(whole / PAISE_PER_RUPEE)));
  const cents = String(whole % PAISE_PER_RUPEE).padStart(2, '0');
  return `${sign}₹${rupees}.${cents}`;
}
