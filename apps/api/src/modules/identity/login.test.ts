import { MESSAGES } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { register, registration, signIn, STRONG_PASSWORD } from '../../../test/players';

describe('POST /api/aic/auth/login', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-01-10T06:00:00Z'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const attempt = (identifier: string, value: string, ip = '10.0.0.1') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier, value, type: 'PASSWORD' },
      remoteAddress: ip,
    });

  it('signs in by email (any case) or by mobile and answers a token pair', async () => {
    const body = await register(subject.app);
    const byEmail = await signIn(subject.app, body.customer.traits.email.toUpperCase());
    expect(byEmail).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(byEmail.accessToken.split('.')).toHaveLength(3);
    const byMobile = await signIn(subject.app, body.customer.traits.mobile);
    expect(byMobile.uid).toBe(byEmail.uid);
  });

  it('answers the same message for a wrong password and an unknown account', async () => {
    const body = await register(subject.app);
    const wrong = await attempt(body.customer.traits.email, 'Wrong@2031x');
    const unknown = await attempt('nobody@example.in', 'Wrong@2031x');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.signInFailed);
    expect(unknown.json().message).toBe(MESSAGES.signInFailed);
  });

  // Decision 027: growing waits per account and address replace the old 15-minute lock.
  it('makes an address wait after 5 failures, alike for a known and an unknown account', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(email, `Wrong@${i}abcd`, '10.1.0.1')).statusCode).toBe(401);
      expect((await attempt('nobody.1@example.in', `Wrong@${i}abcd`, '10.1.0.2')).statusCode).toBe(
        401,
      );
    }
    // Even the right password waits at that address, and an unknown account answers the same.
    const known = await attempt(email, STRONG_PASSWORD, '10.1.0.1');
    const unknown = await attempt('nobody.1@example.in', STRONG_PASSWORD, '10.1.0.2');
    for (const refused of [known, unknown]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('2');
    }
    const { requestId: _known, ...knownBody } = known.json();
    const { requestId: _unknown, ...unknownBody } = unknown.json();
    expect(knownBody).toEqual(unknownBody);
    // The owner, elsewhere, is not kept out, however long the attacker keeps at it.
    clock.advance(60 * 60 * 1000);
    expect((await attempt(email, STRONG_PASSWORD, '10.1.9.9')).statusCode).toBe(200);
  });

  it('needs an identifier and a password, with the spec messages', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: '', value: '' },
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([MESSAGES.identifierRequired, MESSAGES.passwordRequired]),
    );
  });
});
