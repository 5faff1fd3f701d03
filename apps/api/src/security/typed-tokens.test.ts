import { describe, expect, it } from 'vitest';
import { signTypedToken, verifyTypedToken } from './typed-tokens';

const key = new TextEncoder().encode('k'.repeat(32));
const now = new Date('2026-11-27T06:00:00Z');

function unsigned(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('typed tokens', () => {
  it('verifies a token only as its own type, unexpired, with its claims', async () => {
    const token = await signTypedToken(
      key,
      { typ: 'a', subject: 'p1', ttlSeconds: 60, claims: { sid: 's1', gone: undefined } },
      now,
    );
    const payload = await verifyTypedToken(key, 'a', token, now);
    expect(payload).toMatchObject({ sub: 'p1', sid: 's1', typ: 'a' });
    expect(payload).not.toHaveProperty('gone');
    expect(await verifyTypedToken(key, 'b', token, now)).toBeUndefined();
    expect(await verifyTypedToken(key, 'a', token, new Date(now.getTime() + 61_000))).toBe(
      undefined,
    );
  });

  it('refuses another key, alg none and a claim that tries to set the type', async () => {
    const token = await signTypedToken(key, { typ: 'a', subject: 'p1', ttlSeconds: 60 }, now);
    const other = new TextEncoder().encode('o'.repeat(32));
    expect(await verifyTypedToken(other, 'a', token, now)).toBeUndefined();
    const iat = Math.floor(now.getTime() / 1000);
    const none = unsigned({ typ: 'a', sub: 'p1', iss: 'furlong', iat, exp: iat + 60 });
    expect(await verifyTypedToken(key, 'a', none, now)).toBeUndefined();
    const smuggled = await signTypedToken(
      key,
      { typ: 'b', subject: 'p1', ttlSeconds: 60, claims: { typ: 'a' } },
      now,
    );
    expect(await verifyTypedToken(key, 'a', smuggled, now)).toBeUndefined();
  });

  it('answers a token checked before by its type and the clock, as on its first check', async () => {
    const token = await signTypedToken(key, { typ: 'a', subject: 'p2', ttlSeconds: 60 }, now);
    const first = await verifyTypedToken(key, 'a', token, now);
    expect(first).toMatchObject({ sub: 'p2', typ: 'a' });
    expect(await verifyTypedToken(key, 'a', token, now)).toBe(first);
    expect(await verifyTypedToken(key, 'b', token, now)).toBeUndefined();
    const lastSecond = new Date(now.getTime() + 59_999);
    expect(await verifyTypedToken(key, 'a', token, lastSecond)).toBe(first);
    expect(await verifyTypedToken(key, 'a', token, new Date(now.getTime() + 60_000))).toBe(
      undefined,
    );
    // Once expired it is forgotten, and a tampered copy was never known.
    expect(await verifyTypedToken(key, 'a', token, now)).toMatchObject({ sub: 'p2' });
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect(await verifyTypedToken(key, 'a', tampered, now)).toBeUndefined();
  });
});
