/**
 * Money is integer paise everywhere; rupees appear only at the edges (JSON amounts with
 * two decimals, and the screen). bigint in the ledger, number (safe below 2^53) in replies.
 */
export const PAISE_PER_RUPEE = 100;

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/** 12345 → 123.45 (a JSON number with at most two decimals). */
export const paiseToRupees = (paise: number | bigint): number => Number(paise) / PAISE_PER_RUPEE;

const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals in the locale's words, Latin digits (a bet slip is read in them in India). */
function rupeeFormat(locale: string): Intl.NumberFormat {
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    rupeeFormats.set(locale, format);
  }
  return format;
}

/**
 * ₹1,00,000.00: the rupee sign and Indian digit grouping. `locale` is an Indian locale whose
 * numbers group in lakhs and crores (en-IN, hi-IN); English by default.
 */
export function formatRupees(paise: number | bigint, locale = 'en-IN'): string {
  const value = Number(paise);
  const sign = value < 0 ? '-' : '';
  return `${sign}₹${rupeeFormat(locale).format(Math.abs(value) / PAISE_PER_RUPEE)}`;
}
