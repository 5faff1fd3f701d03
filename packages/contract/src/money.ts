/**
 * Money is integer paise everywhere; rupees appear only at the edges (JSON amounts with
 * two decimals, and the screen). bigint in the ledger, number (safe below 2^53) in replies.
 */
export const PAISE_PER_RUPEE = 100;

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/** 12345 → 123.45 (a JSON number with at most two decimals). */
export const paiseToRupees = (paise: number | bigint): number => Number(paise) / PAISE_PER_RUPEE;

const indianGrouping = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,00,000.00: the rupee sign and Indian digit grouping. */
export function formatRupees(paise: number | bigint): string {
  const value = Number(paise);
  const sign = value < 0 ? '-' : '';
  return `${sign}₹${indianGrouping.format(Math.abs(value) / PAISE_PER_RUPEE)}`;
}
