import type { ErrorCode } from '@furlong/contract';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  OTP_INVALID: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  OWN_APPROVAL_FORBIDDEN: 403,
  OWN_PRICE_REVIEW_FORBIDDEN: 409,
  NOT_FOUND: 404,
  INSUFFICIENT_FUNDS: 402,
  ODDS_CHANGED: 409,
  RACE_CLOSED: 409,
  SUSPENDED: 409,
  LIABILITY_LIMIT: 409,
  COUNTER_OFFER: 409,
  COUNTER_OFFER_UNAVAILABLE: 409,
  RESULT_BEFORE_OFF: 409,
  RACE_ALREADY_OFF: 409,
  PROVISIONAL_RACES_UNDECIDED: 409,
  KYC_DOCUMENT_NOT_OPENED: 409,
  STREAM_NOT_LIVE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_FLIGHT: 409,
  KYC_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  BENEFICIARY_COOLING_OFF: 409,
  LIMIT_EXCEEDED: 422,
  LIMIT_REACHED: 403,
  TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  STATE_NOT_LIVE: 403,
  CONFLICT: 409,
  CORRECTION_PENDING: 409,
  WITHDRAWALS_HELD: 403,
  PAN_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  ACCOUNT_LOCKED: 423,
  CODE_SIGN_IN_PAUSED: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The one error type: a stable code, a message a user may see, optional field issues. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: { path: string; message: string }[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    issues?: { path: string; message: string }[],
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.details = details;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/**
 * A 429 that says when to come back: the error handler sends `retryAfterSeconds` as the
 * Retry-After header as well as in `details`.
 */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
