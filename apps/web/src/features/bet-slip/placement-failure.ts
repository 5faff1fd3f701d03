import { BET_MESSAGES, GENERIC_ERROR_MESSAGE } from '@furlong/contract';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import type { SlipProblem } from './slip-rules';

const currentPricesSchema = z.object({
  prices: z.array(z.object({ selection: z.string(), odds: z.number().positive() })),
});

/** The current price of every line, sent with ODDS_CHANGED; null when the answer lacks them. */
export function readCurrentPrices(error: unknown): Map<string, number> | null {
  if (!(error instanceof ApiError) || error.code !== 'ODDS_CHANGED') return null;
  const details = currentPricesSchema.safeParse(error.details);
  if (!details.success) return null;
  return new Map(details.data.prices.map((price) => [price.selection, price.odds]));
}

/**
 * True when the server may not have decided the slip (no answer, a server fault, the same
 * key still in flight): the retry must carry the same key so it cannot place the slip twice.
 * Any other answer is final and stored against the key, so the next attempt needs a new one.
 */
export function isUndecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.code === 'NETWORK_FAILED' ||
    error.code === 'IDEMPOTENCY_IN_FLIGHT' ||
    error.statusCode >= 500
  );
}

/** Refusals whose server message is written for players; the rest read as the generic failure. */
const PLAYER_WORDED: ReadonlySet<ApiError['code']> = new Set([
  'NETWORK_FAILED',
  'RACE_CLOSED',
  'CONFLICT',
  'UNAUTHORIZED',
  'LIMIT_EXCEEDED',
  'RATE_LIMITED',
  // The player's own protections (decision 033): the message names the limit or the break.
  'LIMIT_REACHED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'FORBIDDEN',
  // A counter-offer already taken or past its 30 seconds (decision 072).
  'COUNTER_OFFER_UNAVAILABLE',
  // The player's state is not LIVE: the message names the state and what still works (decision 063).
  'STATE_NOT_LIVE',
]);

/** What the player reads when a slip is refused: the product's words where there are some. */
export function describeFailure(error: unknown): SlipProblem {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR_MESSAGE };
  if (error.code === 'INSUFFICIENT_FUNDS') {
    return { message: BET_MESSAGES.insufficientBalance, needsDeposit: true };
  }
  if (error.code === 'ODDS_CHANGED') return { message: BET_MESSAGES.oddsChanged };
  if (error.code === 'VALIDATION_FAILED') {
    return { message: error.issues[0]?.message ?? error.message };
  }
  return { message: PLAYER_WORDED.has(error.code) ? error.message : GENERIC_ERROR_MESSAGE };
}
