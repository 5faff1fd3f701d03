import { MESSAGES } from '@furlong/contract';
import { ApiError } from '../../lib/api-client';

/**
 * A lockout (423) or rate limit (429) says when to try again, which the player needs to know;
 * every other failure gets the product's fixed words, which give nothing away to a guesser.
 */
export function signInFailureMessage(
  error: unknown,
  fallback: string = MESSAGES.signInFailed,
): string {
  const isTimed =
    error instanceof ApiError && (error.statusCode === 423 || error.statusCode === 429);
  return isTimed ? error.message : fallback;
}
