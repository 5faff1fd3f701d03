import { formatRupees, rupeesToPaise } from '@furlong/contract';

/** A rupee amount from the wire (two decimals) as ₹1,00,000.00, with Indian grouping. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}
