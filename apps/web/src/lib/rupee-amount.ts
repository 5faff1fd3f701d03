import { formatRupees, rupeesToPaise } from '@furlong/contract';

/** A rupee amount from the wire (two decimals) as ₹1,00,000.00, with Indian grouping. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/**
 * A dividend per ₹10 unit as race results print it: whole rupees without paise ("₹43",
 * "₹1,230"), paise only when the breakage left some ("₹43.70"); Indian digit grouping.
 */
export function formatDividend(rupees: number): string {
  const text = formatRupees(rupeesToPaise(rupees));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
