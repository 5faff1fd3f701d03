import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';

/**
 * Where a session was opened, as coarse as the address allows with no outside lookup
 * (decision 053): a private network, or the network of the address (`203.0.113.0/24`,
 * `2001:db8:1::/48`), never the address itself.
 */
export const SESSION_PLACE_KINDS = ['LOCAL_NETWORK', 'NETWORK', 'UNKNOWN'] as const;
export const sessionPlaceSchema = z.object({
  kind: z.enum(SESSION_PLACE_KINDS),
  /** With NETWORK: the masked network; null otherwise. */
  network: z.string().nullable(),
});
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

/** One signed-in device: a live session of the player. */
export const signedInDeviceSchema = z.object({
  id: z.uuid(),
  /** Read from the User-Agent at sign-in (Chrome, Safari...); null when it named none. */
  browser: z.string().nullable(),
  /** Android, iOS, Windows, macOS...; null when the User-Agent named none. */
  os: z.string().nullable(),
  place: sessionPlaceSchema,
  signedInAt: z.iso.datetime(),
  /** Last use, written at most once a minute. */
  lastSeenAt: z.iso.datetime(),
  /** The device asking: it signs out with the ordinary sign-out. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/**
 * `GET /api/customer/self/sessions`, and the answer of both sign-outs: the devices still signed
 * in, this one first, then the most recently seen.
 */
export const signedInDevicesSchema = z.object({ sessions: z.array(signedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof signedInDevicesSchema>;

/** `DELETE /api/customer/self/sessions/{id}` */
export const signedInDeviceParamsSchema = z.object({ id: z.uuid(ERROR_MESSAGES.NOT_FOUND) });

/**
 * The header the web app sends at sign-in with the random id it keeps on the device, so that
 * players signing in from one device can be found (money-laundering alerts, decision 071).
 */
export const DEVICE_ID_HEADER = 'x-device-id';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id of a request's header, or undefined when absent or malformed (never refused). */
export function deviceIdOf(header: unknown): string | undefined {
  return typeof header === 'string' && DEVICE_ID.test(header) ? header : undefined;
}
