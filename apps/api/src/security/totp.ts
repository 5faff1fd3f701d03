import { createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Time-based one-time passwords (RFC 6238) for the second factor at sign-in, operators' and
 * players' alike (decision 052): SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads. The secret is sealed at rest by the caller; this file holds no state.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after is accepted too: phone clocks drift. */
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: 'Furlong',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** What the app scans: the otpauth:// link and the same as an SVG QR code (a data: URL). */
export async function totpEnrolmentOf(secret: string, label: string) {
  const otpauthUri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    secret,
  };
}

/**
 * The time step a code belongs to, if it is the code of the current step or one beside it;
 * undefined otherwise. The caller accepts a step only once (replay protection).
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** The code of a moment (tests and the demo; a server never needs to show one). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** Ten recovery codes like `k7mq2-xw9pa`: about 49 bits each, for the moment the phone is lost. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map(
      (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
    );
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });
}

/**
 * Recovery codes are stored as HMAC-SHA256 with the server's pepper: a leaked table without
 * the key cannot be tried offline. Case, spaces and dashes do not matter.
 */
export function hashRecoveryCode(pepper: Buffer, code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHmac('sha256', pepper).update(`recovery:${normalised}`).digest('base64url');
}
