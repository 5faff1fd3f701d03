import { MESSAGES } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { register, registration, signIn, STRONG_PASSWORD } from '../../../test/players';
import { LOCKOUT_MS } from './login';

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

  it('locks the account for 15 minutes after 5 failures, refusing even the right password', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(email, `Wrong@${i}abcd`, `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await attempt(email, STRONG_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(423);
    clock.advance(LOCKOUT_MS - 1000);
    expect((await attempt(email, STRONG_PASSWORD, '10.1.1.2')).statusCode).toBe(423);
    clock.advance(2000);
    expect((await attempt(email, STRONG_PASSWORD, '10.1.1.3')).statusCode).toBe(200);
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
