import { CASHIER_MESSAGES } from '@furlong/contract';
import { ApiError } from '../../lib/api-client';

/**
 * True when the server may not have decided the withdrawal (no answer, a server fault, the
 * same key still in flight): the retry must carry the same Idempotency-Key, so the amount
 * can never be held twice. Any other answer is final and stored against the key.
 */
export function isUndecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.code === 'NETWORK_FAILED' ||
    error.code === 'IDEMPOTENCY_IN_FLIGHT' ||
    error.statusCode >= 500
  );
}

/** Why a withdrawal was refused, and the form field it belongs to, if any. */
export interface WithdrawFailure {
  /** The product's words for the refusal, beside 'Withdraw Failed. Please try again.'. */
  reason: string | null;
  field: 'amount' | 'beneficiaryId' | null;
}

/** Refusals whose server message is written for players (spec section 5, and ours). */
const PLAYER_WORDED: ReadonlySet<ApiError['code']> = new Set([
  'NETWORK_FAILED',
  'KYC_REQUIRED',
  'LIMIT_EXCEEDED',
  'RATE_LIMITED',
  'BENEFICIARY_COOLING_OFF',
  'STEP_UP_REQUIRED',
]);

export function describeWithdrawFailure(error: unknown): WithdrawFailure {
  if (!(error instanceof ApiError)) return { reason: null, field: null };
  if (error.code === 'INSUFFICIENT_FUNDS') {
    return { reason: CASHIER_MESSAGES.withdrawable, field: 'amount' };
  }
  if (error.code === 'VALIDATION_FAILED') {
    const issue = error.issues[0];
    const field = issue?.path.split('.').at(-1);
    return {
      reason: issue?.message ?? error.message,
      field: field === 'amount' || field === 'beneficiaryId' ? field : null,
    };
  }
  return { reason: PLAYER_WORDED.has(error.code) ? error.message : null, field: null };
}
