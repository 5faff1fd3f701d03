import { createHmac, timingSafeEqual } from 'node:crypto';

/** Callbacks older or newer than this are refused: a captured one cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}`: the timestamp is signed with the body. */
export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function isSignatureValid(
  secret: string,
  input: {
    signature: string | undefined;
    timestamp: string | undefined;
    rawBody: string;
    now: Date;
  },
): boolean {
  if (!input.signature || !input.timestamp || !/^\d{1,12}$/.test(input.timestamp)) return false;
  const timestamp = Number(input.timestamp);
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(input.signature.replace(/^sha256=/, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
