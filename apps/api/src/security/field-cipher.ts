import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Sealed values start with their key's version, so a key can be rotated later. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first byte of sealed bytes: the key's version, as `v1` is for strings. */
const BYTES_VERSION = 1;

/**
 * Encrypts sensitive fields at rest (bank account numbers, PANs): AES-256-GCM with a random
 * 96-bit IV per value, sealed as `v1.<iv>.<ciphertext>.<tag>` (base64url). Authenticated: a
 * tampered or foreign value fails to open instead of decrypting to garbage. `fingerprint` is
 * a keyed hash for equality lookups (one player cannot add one account twice) that does not
 * reveal the value to someone who has the table but not the key. Decision 024.
 */
export interface FieldCipher {
  seal(plain: string): string;
  open(sealed: string): string;
  /** The same for bytes (identity documents): version byte, IV, ciphertext, tag. */
  sealBytes(plain: Uint8Array): Buffer;
  openBytes(sealed: Uint8Array): Buffer;
  fingerprint(plain: string): string;
  isSealed(value: string): boolean;
}

export function createFieldCipher(dataKey: Buffer): FieldCipher {
  if (dataKey.length !== 32) throw new Error('the data key must be 32 bytes');
  // Separate keys for the two jobs, derived from the one configured key.
  const encryptionKey = createHmac('sha256', dataKey).update('field-encryption').digest();
  const fingerprintKey = createHmac('sha256', dataKey).update('field-fingerprint').digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        encryptionKey,
        Buffer.from(iv, 'base64url'),
        { authTagLength: TAG_BYTES },
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    sealBytes(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.of(BYTES_VERSION), iv, body, cipher.getAuthTag()]);
    },
    openBytes(sealed) {
      const bytes = Buffer.from(sealed);
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== BYTES_VERSION) {
        throw new Error('not sealed bytes');
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        encryptionKey,
        bytes.subarray(1, 1 + IV_BYTES),
        { authTagLength: TAG_BYTES },
      );
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]);
    },
    fingerprint(plain) {
      return createHmac('sha256', fingerprintKey).update(plain).digest('base64url');
    },
    isSealed(value) {
      return value.startsWith(`${VERSION}.`);
    },
  };
}
