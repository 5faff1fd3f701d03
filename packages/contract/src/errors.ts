import { z } from 'zod';

/** Stable error codes; apps/api maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'OTP_INVALID',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'ODDS_CHANGED',
  'RACE_CLOSED',
  /** The runner or the market is suspended (the rest of the race may be open). */
  'SUSPENDED',
  /** The bet would take a runner past the liability limit a trader set. */
  'LIABILITY_LIMIT',
  /** An operator declared a result before the race's off time. */
  'RESULT_BEFORE_OFF',
  'STREAM_NOT_LIVE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_FLIGHT',
  'KYC_REQUIRED',
  /** A recent proof of identity (password or one-time code, last 5 minutes) is needed first. */
  'STEP_UP_REQUIRED',
  /** The beneficiary was added too recently to receive money (cooling-off). */
  'BENEFICIARY_COOLING_OFF',
  'LIMIT_EXCEEDED',
  'LIMIT_REACHED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** Maker-checker: the operator who asked for a money action cannot also approve it. */
  'OWN_APPROVAL_FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  statusCode: z.int(),
  code: errorCodeSchema,
  message: z.string(),
  /** Field-level problems for VALIDATION_FAILED, with the product's messages. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Machine-readable facts about the failure, e.g. the current prices when odds changed. */
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
