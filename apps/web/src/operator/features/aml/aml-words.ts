import type { AmlRule } from '@furlong/contract';
import { formatRupeeAmount } from '../../../lib/rupee-amount';

/** What each rule means, in the officer's words (thresholds in AML_THRESHOLDS, decision 071). */
export const AML_RULE_WORDS: Record<AmlRule, string> = {
  CASH_IN_ABOVE_LIMIT: 'Cash in above ₹10 lakh in a month',
  CASH_OUT_ABOVE_LIMIT: 'Cash out above ₹10 lakh in a month',
  LITTLE_BETTING: 'Paid in and withdrawn with little betting',
  SHARED_BANK_ACCOUNT: 'Bank account shared with other players',
  SHARED_VPA: 'VPA shared with other players',
  SHARED_DEVICE: 'Device shared with other players',
  STRUCTURING: 'Amounts just under the maker-checker threshold',
};

const FIGURE_WORDS: Record<string, { label: string; isRupees: boolean }> = {
  paidIn: { label: 'Paid in', isRupees: true },
  withdrawn: { label: 'Withdrawn', isRupees: true },
  staked: { label: 'Staked', isRupees: true },
  players: { label: 'Players sharing it', isRupees: false },
  withdrawalsNearThreshold: { label: 'Withdrawals just under it', isRupees: false },
  withdrawalThreshold: { label: 'Withdrawal review threshold', isRupees: true },
  cashInsNearThreshold: { label: 'Cash-ins just under it', isRupees: false },
  cashInThreshold: { label: 'Cash-in approval threshold', isRupees: true },
};

/** The figures an alert carries, as label and value lines (the players' ids are left out). */
export function figureLines(figures: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(figures).flatMap(([key, value]) => {
    const words = FIGURE_WORDS[key];
    if (!words || typeof value !== 'number') return [];
    return [
      { label: words.label, value: words.isRupees ? formatRupeeAmount(value) : String(value) },
    ];
  });
}

/** A month rule's period (2031-03) as the officer reads it; a sharing rule's is a hash. */
export function periodWords(period: string): string {
  return /^\d{4}-\d{2}$/.test(period) ? `Month ${period}` : 'Since first shared';
}
