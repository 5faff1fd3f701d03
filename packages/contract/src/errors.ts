import { z } from 'zod';
import { int32Schema } from './number-bounds';

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
  /** A stake over the player's largest on a runner: the details carry the counter-offer (decision 072). */
  'COUNTER_OFFER',
  /** A counter-offer already taken, expired or unknown. */
  'COUNTER_OFFER_UNAVAILABLE',
  /** An operator declared a result before the race's off time. */
  'RESULT_BEFORE_OFF',
  /** After the off a race's markets stay closed: reopening or suspending one is refused. */
  'RACE_ALREADY_OFF',
  /** A meeting is abandoned only once the stewards decided each race with a provisional result. */
  'PROVISIONAL_RACES_UNDECIDED',
  'STREAM_NOT_LIVE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_FLIGHT',
  'KYC_REQUIRED',
  /** A KYC request is approved only after the approving operator opened its document. */
  'KYC_DOCUMENT_NOT_OPENED',
  /** A recent proof of identity (password or one-time code, last 5 minutes) is needed first. */
  'STEP_UP_REQUIRED',
  /** The beneficiary was added too recently to receive money (cooling-off). */
  'BENEFICIARY_COOLING_OFF',
  'LIMIT_EXCEEDED',
  'LIMIT_REACHED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  /** The player's state is not LIVE (WIND_DOWN or OFF, decision 063): no new bets, deposits or promotions. */
  'STATE_NOT_LIVE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** Maker-checker: the operator who asked for a money action cannot also approve it. */
  'OWN_APPROVAL_FORBIDDEN',
  /** Four eyes on a price: the trader who set the price a held bet was struck at cannot confirm it. */
  'OWN_PRICE_REVIEW_FORBIDDEN',
  'CONFLICT',
  /** A withdrawal would take winnings from a race whose corrected result is not yet settled. */
  'CORRECTION_PENDING',
  /** A suspicious transaction report is open on the player: withdrawals wait (decision 071). */
  'WITHDRAWALS_HELD',
  /** The PAN is already on another player's account: one person, one account. */
  'PAN_IN_USE',
  'PAYLOAD_TOO_LARGE',
  /** Too many wrong sign-in codes today: sign-in and recovery by code wait (decision 050). */
  'CODE_SIGN_IN_PAUSED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  statusCode: int32Schema(),
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

/**
 * What a player reads for each refusal when the server's own words are missing or meant for
 * someone else: every code has player words (errors.test.ts holds the wording to account).
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Please check the details and try again.',
  OTP_INVALID: 'Please enter valid OTP',
  INVALID_CREDENTIALS: 'Invalid credentials. Please try again.',
  ACCOUNT_LOCKED: 'Your account is locked for now. Please try again later.',
  NOT_FOUND: 'This could not be found. It may have been removed.',
  INSUFFICIENT_FUNDS: 'Insufficient balance. Please deposit',
  ODDS_CHANGED: 'The odds of your selection has changed.',
  RACE_CLOSED: 'Betting on this race has closed.',
  RESULT_BEFORE_OFF: 'A result can be declared only after the race is off.',
  RACE_ALREADY_OFF: 'The race is off: this can no longer be changed.',
  PROVISIONAL_RACES_UNDECIDED:
    'The stewards must first decide every race whose result is provisional.',
  STREAM_NOT_LIVE: 'The live video is not on yet. Please try again closer to the off.',
  IDEMPOTENCY_KEY_REUSED: 'This was already sent with other details. Please try again.',
  IDEMPOTENCY_IN_FLIGHT: 'This request is already being processed.',
  KYC_REQUIRED: 'Please complete your KYC in the Profile section first.',
  KYC_DOCUMENT_NOT_OPENED: 'Please open the document before approving this request.',
  STEP_UP_REQUIRED: "Please confirm it's you first.",
  BENEFICIARY_COOLING_OFF:
    'This account was added recently. It can receive money once its waiting time after being added is over.',
  LIMIT_EXCEEDED: 'This is over your limit.',
  LIMIT_REACHED: 'You have reached a limit you set.',
  TIMED_OUT: 'You are taking a break you chose. Betting is paused until it ends.',
  SELF_EXCLUDED: 'You have excluded yourself from betting.',
  STATE_NOT_LIVE:
    'Betting is not open in your state (it is winding down or off): no new bets, deposits or promotions. You can still withdraw your balance.',
  SUSPENDED: 'Betting on this selection is suspended for the moment.',
  LIABILITY_LIMIT: 'This bet is more than we can accept on this horse right now.',
  COUNTER_OFFER: 'This stake is more than we can accept on this horse. We can offer a smaller one.',
  COUNTER_OFFER_UNAVAILABLE:
    'This offer has expired or was already taken. Please place the bet again.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You cannot do this from your account.',
  OWN_APPROVAL_FORBIDDEN: 'Another operator must approve this.',
  OWN_PRICE_REVIEW_FORBIDDEN: 'Another trader must confirm this bet.',
  CONFLICT: 'This changed meanwhile. Please reload and try again.',
  CORRECTION_PENDING:
    'Winnings from a race whose result is being corrected can be withdrawn once the correction is settled.',
  WITHDRAWALS_HELD:
    'Withdrawals from your account are on hold while we complete a check. Please contact support.',
  PAN_IN_USE: 'This PAN is already registered with another account. Please contact support.',
  PAYLOAD_TOO_LARGE: 'This is too large to send. Please choose smaller files.',
  CODE_SIGN_IN_PAUSED:
    'Too many wrong codes today. Sign-in and password recovery by code are paused for this account until tomorrow. You can still sign in with your password.',
  RATE_LIMITED: 'Too many tries. Please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'The service is busy. Please try again.',
  INTERNAL: GENERIC_ERROR_MESSAGE,
};

/**
 * Player words for a value a form or request got wrong, where a schema gave none of its own:
 * zod's default English ("Invalid input: expected string, received undefined") never reaches
 * a player. Installed as zod's locale wherever the contract is loaded (schema messages win).
 */
export function playerIssueMessage(issue: {
  code?: string;
  input?: unknown;
  origin?: string;
}): string {
  switch (issue.code ?? '') {
    case 'invalid_type':
      return issue.input === undefined ? 'This is required.' : 'Please enter a valid value.';
    case 'too_small':
      return issue.origin === 'array'
        ? 'Please add at least one.'
        : 'This is too short or too small.';
    case 'too_big':
      return issue.origin === 'array'
        ? 'There are too many of these.'
        : 'This is too long or too large.';
    case 'invalid_value':
      return 'Please choose one of the options offered.';
    case 'unrecognized_keys':
      return 'This has details it does not take. Please reload and try again.';
    default:
      return 'Please enter a valid value.';
  }
}

z.config({ localeError: playerIssueMessage });
