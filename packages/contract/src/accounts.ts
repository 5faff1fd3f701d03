import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { indiaDayOf, isIsoDay } from './india-time';
import { languageTagSchema } from './language';
import { playerLegalStatusSchema } from './legal-mode';

/** The product's validation messages (spec section 5), one source for forms and the server. */
export const MESSAGES = {
  emailRequired: 'Please enter Email',
  emailInvalid: 'Invalid email',
  passwordLength: 'Password should be minimum eight digits',
  passwordStrength: 'Password must contain Alphanumeric with Special character',
  firstName: 'Please enter valid First Name',
  lastName: 'Please enter valid Last Name',
  mobile: 'Please enter valid Mobile',
  state: 'State is Required',
  dateOfBirthParts: 'Day/Month/Year is Required',
  dateOfBirthInvalid: 'Please enter valid Date of Birth',
  underAge: 'You must be 21 years and above to register',
  terms: 'Please agree to the Terms before proceeding',
  cityInvalid: 'Please enter valid City',
  cityRequired: 'City is required',
  identifierRequired: 'Please enter Email/Mobile',
  passwordRequired: 'Please enter Password',
  otpInvalid: 'Please enter valid OTP',
  panRequired: 'PAN is required',
  panInvalid: 'Please enter valid PAN NUMBER',
  address1Required: 'Address1 is required',
  newPasswordRequired: 'Please enter New Password',
  passwordMismatch: 'Password does not match new password',
  signInFailed: 'Invalid credentials. Please try again.',
  forgotPasswordFailed: 'Invalid credentials entered. Please try again.',
  generic: 'Something went wrong. Please try again.',
} as const;

export const MINIMUM_AGE = 21;
export const BRAND = 'FURLONG';
export const TENANT = 'furlong';

/** 28 states and the 3 union territories with legislatures (Delhi, J&K, Puducherry). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const MOBILE_PATTERN = /^[1-9]\d{9}$/;
const NAME_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;
const CITY_PATTERN = /^[A-Za-z][A-Za-z ]*$/;
/** Strength: lower, upper, digit and one of @$#!%*?&, at least 8 long. */
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$#!%*?&]).{8,}$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const OTP_PATTERN = /^\d{6}$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .min(6, MESSAGES.emailInvalid)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, MESSAGES.mobile);

export const passwordSchema = z
  .string()
  .min(8, MESSAGES.passwordLength)
  .max(128, MESSAGES.passwordStrength)
  .regex(STRONG_PASSWORD, MESSAGES.passwordStrength);

const nameSchema = (message: string) =>
  z.string().trim().min(3, message).max(20, message).regex(NAME_PATTERN, message);

/** Age in whole years on an India-time day, from a YYYY-MM-DD birth date. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

// Each rule stops the chain, so a reply names the first problem only (an empty date is not "under age").
export const dateOfBirthSchema = z
  .string()
  .min(1, { error: MESSAGES.dateOfBirthParts, abort: true })
  .refine(isIsoDay, { error: MESSAGES.dateOfBirthInvalid, abort: true })
  .refine((day) => day >= '1900-01-01' && day <= indiaDayOf(Date.now()), {
    error: MESSAGES.dateOfBirthInvalid,
    abort: true,
  })
  .refine((day) => ageOn(day, indiaDayOf(Date.now())) >= MINIMUM_AGE, MESSAGES.underAge);

export const stateSchema = z.enum(INDIAN_STATES, { error: MESSAGES.state });

/**
 * The PAN of a retail registration (spec section 5): more than 2 characters, at most 20, and
 * the stricter 5 letters, 4 digits, 1 letter; one message for every way it can be wrong.
 */
export const registrationPanSchema = z
  .string()
  .trim()
  .min(3, MESSAGES.panInvalid)
  .max(20, MESSAGES.panInvalid)
  .transform((pan) => pan.toUpperCase())
  .pipe(z.string().regex(PAN_PATTERN, MESSAGES.panInvalid));

export const registerBodySchema = z.object({
  customer: z.object({
    traits: z.object({
      firstname: nameSchema(MESSAGES.firstName),
      lastname: nameSchema(MESSAGES.lastName),
      email: emailSchema,
      mobile: mobileSchema,
      dateOfBirth: dateOfBirthSchema,
      state: stateSchema,
      /** The PAN: asked for by the retail registration page, not by the sign-up dialog. */
      taxNumber: registrationPanSchema.optional(),
    }),
    brand: z.string().max(40).optional(),
    acceptances: z.object({
      tnc: z.literal(true, { error: MESSAGES.terms }),
      privacyPolicy: z.literal(true, { error: MESSAGES.terms }),
    }),
  }),
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerResponseSchema = z.object({ message: z.string() });

/** Email, or a 10-digit mobile: a sign-in identifier. */
export const identifierSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.identifierRequired)
  .max(254, MESSAGES.identifierRequired);

/**
 * What a one-time code sent before sign-in is for: a forgotten password (the spec's flow; the
 * session may only set a new password) or signing in with a code instead of the password.
 */
export const signInCodePurposeSchema = z
  .enum(['PASSWORD_RESET', 'SIGN_IN'], { error: MESSAGES.generic })
  .default('PASSWORD_RESET');
export type SignInCodePurpose = z.infer<typeof signInCodePurposeSchema>;

export const loginBodySchema = z.object({
  identifier: identifierSchema,
  value: z.string().min(1, MESSAGES.passwordRequired).max(128, MESSAGES.signInFailed),
  type: z.enum(['PASSWORD', 'OTP']).default('PASSWORD'),
  /** With type OTP: which code the value is. */
  purpose: signInCodePurposeSchema,
  account: z.string().max(64).optional(),
  tenant: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: int32Schema().positive(),
  uid: z.uuid(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });
/**
 * The player's refresh: the spec's body for API clients, or `{}` from a browser, which sends
 * the HttpOnly refresh cookie instead with the `X-Requested-With` header (CSRF: a cross-site
 * form cannot set it).
 */
export const playerRefreshBodySchema = refreshBodySchema.partial();
/** The refresh cookie: HttpOnly, SameSite=Strict, sent only to the refresh route. */
export const REFRESH_COOKIE = 'furlong_refresh';
export const REFRESH_COOKIE_PATH = '/api/aic/auth/refresh-token';
export const CSRF_HEADER = 'x-requested-with';

export const requestOtpBodySchema = z.object({
  identifier: identifierSchema,
  purpose: signInCodePurposeSchema,
  email: z.string().max(254).optional(),
  dialingCode: z.string().max(8).optional(),
  account: z.string().max(64).optional(),
  tenant: z.string().max(64).optional(),
});

export const messageResponseSchema = z.object({ message: z.string() });

export const otpSchema = z.string().regex(OTP_PATTERN, MESSAGES.otpInvalid);

export const requestVerificationBodySchema = z.object({ identifier: identifierSchema });
export const verifyBodySchema = z.object({ identifier: identifierSchema, otp: otpSchema });
export const verifyResponseSchema = z.object({
  emailVerified: z.boolean().optional(),
  mobileVerified: z.boolean().optional(),
});

/**
 * A recent proof of identity (decision 025): the current password, or a one-time code sent to
 * the player's verified mobile or email (POST /api/aic/identity/self/step-up/otp).
 */
export const STEP_UP_MESSAGES = {
  required: "Please confirm it's you with your password or a one-time code.",
  failed: 'Password or OTP is incorrect',
  currentPasswordRequired: 'Please enter Current Password',
  addressNotVerified: 'Please verify this address first, or confirm with your password.',
  proved: 'Thank you. You can go ahead for the next 5 minutes.',
} as const;

/**
 * Wrong sign-in and forgotten-password codes one account may enter in an India day, by email
 * and mobile together (decision 050). Past it, signing in or recovering the account with a
 * code stops until a password sign-in or the next India day (refused with CODE_SIGN_IN_PAUSED),
 * and the player is told.
 */
export const WRONG_CODES_PER_DAY = 15;

/** Minutes a proof of identity lasts. */
export const RECENT_PROOF_MINUTES = 5;

export const changePasswordBodySchema = z.object({
  newPassword: z.string().min(1, MESSAGES.newPasswordRequired).pipe(passwordSchema),
  /** The password in use now; or `otp`; or neither just after a forgotten-password sign-in. */
  currentPassword: z.string().max(128).optional(),
  otp: z.string().regex(OTP_PATTERN, MESSAGES.otpInvalid).optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const stepUpBodySchema = z
  .object({
    password: z.string().max(128).optional(),
    otp: z.string().regex(OTP_PATTERN, MESSAGES.otpInvalid).optional(),
    /** A current code of the player's authenticator, when the second factor is on (decision 052). */
    totp: z.string().regex(OTP_PATTERN, MESSAGES.otpInvalid).optional(),
  })
  .refine((body) => Boolean(body.password || body.otp || body.totp), {
    path: ['password'],
    message: 'Please enter Password or OTP',
  });
export type StepUpBody = z.infer<typeof stepUpBodySchema>;
export const stepUpResponseSchema = z.object({
  message: z.string(),
  /** Until when sensitive actions go ahead without asking again. */
  provedUntil: z.iso.datetime(),
});

/** Where a step-up code goes: the verified mobile (SMS) or the verified email. */
export const stepUpCodeBodySchema = z.object({
  channel: z.enum(['SMS', 'EMAIL']).default('SMS'),
});

/**
 * The "not you?" link of a security notice carries a signed, single-purpose token; posting it
 * freezes the account without signing in (POST /api/aic/auth/freeze-account).
 */
export const freezeAccountBodySchema = z.object({ token: z.string().min(1).max(2000) });
export const freezeAccountResponseSchema = z.object({ message: z.string() });
export const FREEZE_MESSAGES = {
  frozen:
    'Your account is frozen: every device is signed out, and bets and withdrawals are stopped. To use it again, reset your password with Forgot password or contact Customer Support.',
  invalidLink: 'This link is not valid or has expired. Please contact Customer Support.',
  signInRefused:
    'Your account is frozen. Reset your password with Forgot password, or contact Customer Support.',
} as const;
/** The web page a freeze link opens; the token travels in its fragment, never to a server log. */
export const FREEZE_ACCOUNT_PATH = '/freeze-account';

export const KYC_STATUSES = ['NOT_VERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const customerSelfSchema = z.object({
  identity: z.object({ uid: z.uuid() }),
  brand: z.string(),
  traits: z.object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    mobile: z.string(),
    dateOfBirth: z.string(),
    state: z.string(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    /** The PAN, masked: never the full number in a reply. */
    taxNumber: z.string().nullable(),
  }),
  verifiableAddresses: z.array(
    z.object({
      type: z.enum(['EMAIL', 'SMS']),
      value: z.string(),
      status: z.enum(['VERIFIED', 'PENDING']),
    }),
  ),
  kycVerified: z.boolean(),
  kycVerificationStatus: kycStatusSchema,
  kycRejectionReason: z.string().nullable(),
  /**
   * The app language the player chose (`PUT /api/customer/self/language`), null until they
   * choose. Optional only so that a reply from before the field still parses.
   */
  language: languageTagSchema.nullable().optional(),
  /**
   * The player's state's mode (decision 063), with the operator's reason when it is not LIVE:
   * the app shell's wind-down banner. Optional only so that a reply from before it still parses.
   */
  legal: playerLegalStatusSchema.optional(),
  /**
   * Whether this player can deposit now: DEPOSITS=on and the state LIVE (decision 069); the
   * Deposit screen shows the form, else "disabled until further notice". Optional likewise.
   */
  depositsOpen: z.boolean().optional(),
});
export type CustomerSelf = z.infer<typeof customerSelfSchema>;

export const panSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.panRequired)
  .transform((pan) => pan.toUpperCase())
  .pipe(z.string().regex(PAN_PATTERN, MESSAGES.panInvalid));

/** ******234A: the masked PAN a reply carries (see maskPan). */
export const MASKED_PAN_PATTERN = /^\*{6}\d{3}[A-Z]$/;

/**
 * The PAN of a profile save: a full PAN, or the masked form the client was given, which
 * means "keep the PAN on file" (the edit dialog is pre-filled with it).
 */
export const profilePanSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.panRequired)
  .transform((pan) => pan.toUpperCase())
  .pipe(
    z
      .string()
      .refine((pan) => PAN_PATTERN.test(pan) || MASKED_PAN_PATTERN.test(pan), MESSAGES.panInvalid),
  );

export const profileUpdateBodySchema = z.object({
  address1: z.string().trim().min(1, MESSAGES.address1Required).max(100, MESSAGES.address1Required),
  address2: z.string().trim().max(100).optional().nullable(),
  city: z
    .string()
    .trim()
    .min(1, MESSAGES.cityRequired)
    .max(50, MESSAGES.cityInvalid)
    .regex(CITY_PATTERN, MESSAGES.cityInvalid),
  taxNumber: profilePanSchema,
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** AAAAA1234A → ******234A: enough for the player to recognise it, useless to anyone else. */
export function maskPan(pan: string): string {
  return `${'*'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}

export const UPLOAD_MAX_FILES = 2;
export const UPLOAD_MAX_TOTAL_BYTES = 5_242_880;
export const UPLOAD_REJECTED_MESSAGE = 'Selected documents could not be added';
