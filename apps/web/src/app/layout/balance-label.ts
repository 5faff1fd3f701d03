import { formatRupees, rupeesToPaise } from '@furlong/contract';

/** Wallet amounts arrive as rupees; they are shown with the rupee sign and Indian grouping. */
export function formatBalance(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}
