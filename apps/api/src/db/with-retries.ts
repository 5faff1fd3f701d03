import { AppError } from '../app-error';

/** PostgreSQL's serialization_failure and deadlock_detected: safe to run the transaction again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

function isRetryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a whole transaction again when the database aborted it for a serialization failure
 * or a deadlock, a few times with jittered backoff; then answers 503 with nothing done.
 */
export async function withRetries<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= attempts)
        throw new AppError('SERVICE_UNAVAILABLE', 'The service is busy. Please try again.');
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 20));
    }
  }
}
