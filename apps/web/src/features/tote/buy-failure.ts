import { BET_MESSAGES, GENERIC_ERROR_MESSAGE } from '@furlong/contract';
import { ApiError } from '../../lib/api-client';

export interface BuyProblem {
  /** The contract's or the server's English words; the screen translates them. */
  message: string;
  isRefusal: boolean;
  /** The cure is a deposit: the message carries a Deposit action. */
  needsDeposit?: boolean;
  code?: string;
}

/**
 * What the player reads when a ticket is refused: the existing words of the refusal (the same
 * codes and words as a bet slip's), a validation issue's own words, else the generic failure.
 */
export function describeBuyFailure(error: unknown): BuyProblem {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR_MESSAGE, isRefusal: false };
  if (error.code === 'INSUFFICIENT_FUNDS') {
    return { message: BET_MESSAGES.insufficientBalance, isRefusal: false, needsDeposit: true };
  }
  if (error.code === 'VALIDATION_FAILED') {
    return { message: error.issues[0]?.message ?? error.message, isRefusal: false };
  }
  if (error.statusCode >= 500) return { message: GENERIC_ERROR_MESSAGE, isRefusal: false };
  return { message: error.message, isRefusal: true, code: error.code };
}
