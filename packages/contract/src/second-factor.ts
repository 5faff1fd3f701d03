import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { MESSAGES, OTP_PATTERN, sessionResponseSchema } from './accounts';
import { operatorSessionResponseSchema } from './operators';

/**
 * The second factor at sign-in (decision 052): time-based one-time passwords (RFC 6238) from
 * an authenticator app, for operators and for players who turn them on. The first call of a
 * sign-in that needs one answers a challenge (202); the second sends it back with a code.
 */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app',
  codeFailed: 'That code is not right. Enter the current code from your authenticator app.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  alreadyOn: 'Two-step sign-in is already on.',
} as const;

/** A 6-digit code, or one of the 10 recovery codes (letters and digits, dashes ignored). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(6, SECOND_FACTOR_MESSAGES.codeRequired)
  .max(32, SECOND_FACTOR_MESSAGES.codeFailed);

/** What an authenticator app scans to enrol: shown once, never stored in the clear. */
export const secondFactorEnrolmentSchema = z.object({
  /** otpauth://totp/... for apps that take a link. */
  otpauthUri: z.string(),
  /** The same as a QR code: an SVG image as a data: URL. */
  qrCode: z.string(),
  /** The secret in base32, for typing in by hand. */
  secret: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

export const secondFactorChallengeSchema = z.object({
  secondFactor: z.literal('TOTP'),
  /** Signed, short-lived: sent back with the code. */
  challenge: z.string(),
  /** Seconds the challenge stays good for. */
  expiresIn: int32Schema().positive(),
  /** Present when the account must enrol first: scan, then send the first code. */
  enrolment: secondFactorEnrolmentSchema.optional(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const secondFactorBodySchema = z.object({
  challenge: z.string().min(1).max(2048),
  code: secondFactorCodeSchema,
});
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

/** Shown once, at enrolment: each signs in once when the authenticator is lost. */
export const recoveryCodesSchema = z.array(z.string()).length(10);

/** The answer of the second call of an operator's sign-in: at enrolment, the recovery codes. */
export const operatorSecondFactorResponseSchema = operatorSessionResponseSchema.extend({
  recoveryCodes: recoveryCodesSchema.optional(),
});
export type OperatorSecondFactorResponse = z.infer<typeof operatorSecondFactorResponseSchema>;

/** The first call's answer: a session (200), or a challenge for a code (202). */
export const operatorSignInResponseSchema = z.union([
  operatorSessionResponseSchema,
  secondFactorChallengeSchema,
]);

/**
 * Players turn the same authenticator on in their profile (decision 052, Players). Turning it
 * on or off needs a recent proof of identity (decision 025): the start of turning it on may
 * carry one; turning it off (DELETE, no body) takes the step-up's, which may be a `totp`.
 */
export const PLAYER_SECOND_FACTOR_PATH = '/api/customer/self/second-factor';
/** The player's second call of a sign-in that answered 202: `{challenge, code}`. */
export const PLAYER_SECOND_FACTOR_SIGN_IN_PATH = '/api/aic/auth/second-factor';

export const playerSecondFactorStatusSchema = z.object({ enabled: z.boolean() });
export type PlayerSecondFactorStatus = z.infer<typeof playerSecondFactorStatusSchema>;

/** The proof turning the factor on may carry; without one a recent proof must stand. */
export const secondFactorProofBodySchema = z.object({
  password: z.string().max(128).optional(),
  otp: z.string().regex(OTP_PATTERN, MESSAGES.otpInvalid).optional(),
});
export type SecondFactorProofBody = z.infer<typeof secondFactorProofBodySchema>;

/** The first code of a new authenticator: it turns the factor on. */
export const confirmSecondFactorBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeRequired),
});
export type ConfirmSecondFactorBody = z.infer<typeof confirmSecondFactorBodySchema>;

/** The answer of turning it on: the 10 recovery codes, shown once. */
export const secondFactorTurnedOnSchema = z.object({ recoveryCodes: recoveryCodesSchema });
export type SecondFactorTurnedOn = z.infer<typeof secondFactorTurnedOnSchema>;

/** A player's sign-in answers a session (200), or a challenge for the authenticator code (202). */
export const playerSignInResponseSchema = z.union([
  sessionResponseSchema,
  secondFactorChallengeSchema,
]);
export type PlayerSignInResponse = z.infer<typeof playerSignInResponseSchema>;
