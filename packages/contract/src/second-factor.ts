import { z } from 'zod';
import { int32Schema } from './number-bounds';
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
