import type { FieldCipher } from './field-cipher';

/**
 * Keyed hashes (the field cipher's HMAC-SHA256 fingerprint under DATA_KEY) of what identifies
 * a person across accounts: a PAN, a bank account, a VPA (decision 047). Normalised first, so
 * "abcde 1234f" and "ABCDE1234F" are one PAN; a prefix per kind keeps the kinds apart.
 */
export const panHash = (cipher: FieldCipher, pan: string): string =>
  cipher.fingerprint(`pan:${pan.replace(/\s+/g, '').toUpperCase()}`);

export const bankAccountHash = (cipher: FieldCipher, accountNumber: string, ifsc: string) =>
  cipher.fingerprint(
    `bank:${accountNumber.replace(/\s+/g, '')}@${ifsc.replace(/\s+/g, '').toUpperCase()}`,
  );

export const vpaHash = (cipher: FieldCipher, vpa: string): string =>
  cipher.fingerprint(`vpa:${vpa.replace(/\s+/g, '').toLowerCase()}`);

/** The id the web app keeps on a device (sent at sign-in), hashed to find players sharing it. */
export const deviceHash = (cipher: FieldCipher, deviceId: string): string =>
  cipher.fingerprint(`device:${deviceId}`);
