import type { BetStatus } from '@furlong/contract';

type Tone = 'default' | 'success' | 'warning' | 'error' | 'info';

/**
 * Spec section 4: an ACCEPTED bet is not yet confirmed (a trader may still refuse it, and it
 * is then refunded), so players see it as PENDING; every other status reads as it is.
 */
export function displayBetStatus(status: BetStatus): string {
  return status === 'ACCEPTED' ? 'PENDING' : status;
}

export const BET_STATUS_TONES: Record<BetStatus, Tone> = {
  ACCEPTED: 'warning',
  CONFIRMED: 'info',
  WON: 'success',
  LOST: 'default',
  REJECTED: 'error',
  VOID: 'default',
  REFUNDED: 'default',
};
