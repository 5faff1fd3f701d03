import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './field-cipher';

describe('field cipher', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('seals a value so it opens to itself, differently each time, without the value showing', () => {
    const first = cipher.seal('123456789012');
    const second = cipher.seal('123456789012');
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789012');
    expect(cipher.isSealed(first)).toBe(true);
    expect(cipher.isSealed('123456789012')).toBe(false);
    expect(cipher.open(first)).toBe('123456789012');
    expect(cipher.open(second)).toBe('123456789012');
  });

  it('refuses a tampered value, a value sealed with another key and a plain value', () => {
    const sealed = cipher.seal('987654321098');
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      cipher.open([version, iv, flipped.toString('base64url'), tag].join('.')),
    ).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).open(sealed)).toThrow();
    expect(() => cipher.open('987654321098')).toThrow(/not a sealed value/);
  });

  it('fingerprints equal values alike and per key, without revealing them', () => {
    const other = createFieldCipher(randomBytes(32));
    expect(cipher.fingerprint('111122223333@HDFC0001234')).toBe(
      cipher.fingerprint('111122223333@HDFC0001234'),
    );
    expect(cipher.fingerprint('111122223333@HDFC0001234')).not.toBe(
      cipher.fingerprint('111122223334@HDFC0001234'),
    );
    expect(other.fingerprint('111122223333@HDFC0001234')).not.toBe(
      cipher.fingerprint('111122223333@HDFC0001234'),
    );
  });

  it('seals bytes so they open to themselves, and refuses them tampered', () => {
    const image = randomBytes(5_000);
    const sealed = cipher.sealBytes(image);
    expect(sealed.length).toBe(image.length + 1 + 12 + 16);
    expect(sealed.includes(image.subarray(0, 64))).toBe(false);
    expect(cipher.openBytes(sealed).equals(image)).toBe(true);
    const tampered = Buffer.from(sealed);
    tampered[100] = (tampered[100] ?? 0) ^ 1;
    expect(() => cipher.openBytes(tampered)).toThrow();
    expect(() => cipher.openBytes(image)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => createFieldCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
