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
  /** The product's words for the refusal, beside the headline. */
  reason: string | null;
  field: 'amount' | 'beneficiaryId' | null;
  /**
   * Whether sending it again may succeed (no answer, a busy server, a wait of minutes): only
   * then does the headline say 'Please try again.'; a refusal that stands says what will help.
   */
  canTryAgain: boolean;
  /** A beneficiary in its cooling-off: when it can first receive money (ISO). */
  availableAt?: string;
}

/** Refusals whose server message is written for players (spec section 5, and ours). */
const PLAYER_WORDED: ReadonlySet<ApiError['code']> = new Set([
  'NETWORK_FAILED',
  'KYC_REQUIRED',
  'LIMIT_EXCEEDED',
  'RATE_LIMITED',
  'BENEFICIARY_COOLING_OFF',
  'STEP_UP_REQUIRED',
  'CORRECTION_PENDING',
  'WITHDRAWALS_HELD',
]);

/** Refusals that stand however often they are sent: the reason says what will help instead. */
const STANDING: ReadonlySet<ApiError['code']> = new Set([
  'KYC_REQUIRED',
  'LIMIT_EXCEEDED',
  'BENEFICIARY_COOLING_OFF',
  'INSUFFICIENT_FUNDS',
  'VALIDATION_FAILED',
  'WITHDRAWALS_HELD',
]);

export function describeWithdrawFailure(error: unknown): WithdrawFailure {
  if (!(error instanceof ApiError)) return { reason: null, field: null, canTryAgain: true };
  const canTryAgain = !STANDING.has(error.code);
  if (error.code === 'INSUFFICIENT_FUNDS') {
    // A debt after a correction comes as INSUFFICIENT_FUNDS too, with its own words.
    return error.message === CASHIER_MESSAGES.debtOutstanding
      ? { reason: CASHIER_MESSAGES.debtOutstanding, field: null, canTryAgain }
      : { reason: CASHIER_MESSAGES.withdrawable, field: 'amount', canTryAgain };
  }
  if (error.code === 'VALIDATION_FAILED') {
    const issue = error.issues[0];
    const field = issue?.path.split('.').at(-1);
    return {
      reason: issue?.message ?? error.message,
      field: field === 'amount' || field === 'beneficiaryId' ? field : null,
      canTryAgain,
    };
  }
  if (error.code === 'BENEFICIARY_COOLING_OFF' && typeof error.details.availableAt === 'string') {
    return {
      reason: CASHIER_MESSAGES.coolingOff,
      field: null,
      canTryAgain,
      availableAt: error.details.availableAt,
    };
  }
  return {
    reason: PLAYER_WORDED.has(error.code) ? error.message : null,
    field: null,
    // A refusal without words of its own may be anything: the spec's headline stands.
    canTryAgain: canTryAgain || !PLAYER_WORDED.has(error.code),
  };
}
